extension BundleValidator.Checker {
    /// Warns about constant text written as an expression that does not start with `$`
    /// (`"!$.env.done"`, `"($.price * 2)"`): only a string that starts with `$` is a binding,
    /// and only `${…}` puts an expression inside text, so such text is shown, or stored, as
    /// written (SDUI0404).
    mutating func checkLiteralText(_ template: ValueTemplate, at source: SourceRef) {
        switch template {
        case .constant(let value): checkLiteralText(value, at: source)
        case .text(.literal(let text)): checkLiteralText(text, at: source)
        case .text(.interpolated(let parts)):
            for case .text(let text) in parts { checkLiteralText(text, at: source) }
        case .text(.binding):
            break
        case .array(let items): for item in items { checkLiteralText(item, at: source) }
        case .object(let members): for member in members { checkLiteralText(member.value, at: source) }
        }
    }

    /// Reports text a node shows that is `$` alone (or `${$}` inside it): all of the screen's
    /// data, as JSON (SDUI0406). Passing `$` on (a parameter, a navigate call) is not showing it.
    mutating func checkWholeDataShown(_ template: ValueTemplate, at source: SourceRef) {
        func isWhole(_ expression: BindingExpression) -> Bool { expression.plainPath?.components.isEmpty == true }
        let shown: Bool
        switch template {
        case .text(.binding(let expression)): shown = isWhole(expression)
        case .text(.interpolated(let parts)): shown = parts.contains { if case .expression(let expression) = $0 { return isWhole(expression) } else { return false } }
        default: shown = false
        }
        guard shown else { return }
        let located = source.locating("$")
        report(.wholeDataBound, "'$' alone binds all of the screen's data and shows it as JSON; a dollar sign is written \\$ in JSON", at: located.source, path: located.path)
    }

    private mutating func checkLiteralText(_ value: JSONValue, at source: SourceRef) {
        switch value {
        case .string(let text): checkLiteralText(text, at: source)
        case .array(let items): for item in items { checkLiteralText(item, at: source) }
        case .object(let object): for member in object.members { checkLiteralText(member.value, at: source) }
        default: break
        }
    }

    private mutating func checkLiteralText(_ text: String, at source: SourceRef) {
        if let placeholder = Self.templatePlaceholder(in: text) {
            let located = source.locating(placeholder.written)
            report(
                .expressionShownAsText,
                "'\(Excerpt.cut(placeholder.written))' is shown as written: data goes into text as ${$.\(placeholder.path)}",
                at: located.source, path: located.path)
            return
        }
        guard let path = Self.expressionTakenAsText(text) else { return }
        // Located at the string itself: the action or node around it may hold the same path
        // in a real binding (`"where": "$.item.done"` beside `"done": "!$.item.done"`).
        let located = source.locating(text)
        report(
            .expressionShownAsText,
            "'\(Excerpt.cut(text))' is taken as text, \(path) included: only a string that starts with $ is a binding\(Self.rewrite(of: text))",
            at: located.source, path: located.path)
    }

    /// How to write `text` as the binding it looks like: without the parentheses, braces or
    /// spaces around it when what is inside starts with `$` (`($.price * 2)`, `{$.name}`,
    /// ` $.name`), else wrapped in the `$(…)` a binding may start with (`$(!$.done)`,
    /// `$(($.i + 1) % $.n)`). (`${…}` would compute it too, but always as text, and the text
    /// "false" is true.) The general rule when it is no expression.
    private static func rewrite(of text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let bracketed = (trimmed.hasPrefix("(") && trimmed.hasSuffix(")")) || (trimmed.hasPrefix("{") && trimmed.hasSuffix("}"))
        let inner = bracketed ? String(trimmed.dropFirst().dropLast()) : trimmed
        // A parse error only means there is no such binding to offer ("($.price is the price").
        func parses(_ candidate: String) -> Bool { candidate.count <= 200 && (try? ExpressionParser().parse(candidate)) != nil }
        let binding: String
        if inner.hasPrefix("$"), parses(inner) {
            binding = inner
        } else if parses(trimmed) {
            binding = "$(\(trimmed))"
        } else if bracketed, parses(inner) {
            binding = "$(\(inner))"
        } else {
            return ", and ${…} puts one inside text"
        }
        return "; write '\(binding)'"
    }

    /// The first `{{name}}` or `{{ item.title }}` in `text` (Mustache's, Handlebars' and
    /// Jinja's placeholders), as written and as the path it names; nil when there is none.
    /// Only a dotted name counts, so `{{` in other text is left alone.
    static func templatePlaceholder(in text: String) -> (written: String, path: String)? {
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) else { return nil }
            let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            let steps = inner.split(separator: ".", omittingEmptySubsequences: false)
            if !inner.isEmpty, steps.allSatisfy({ step in
                step.first.map { $0.isLetter || $0 == "_" } == true && step.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }) {
                return (String(rest[open.lowerBound..<close.upperBound]), inner)
            }
            rest = rest[open.upperBound...]
        }
        return nil
    }

    /// The `$.path` of text written as an expression that does not start with `$`: after
    /// leading `!`, `(`, `-`, `+`, `{` or spaces (`"!$.env.done"`, `"($.price * 2)"`, `" $.name"`,
    /// `"{$.name}"`, a template language's braces);
    /// nil for anything else, such as prose that mentions a path ("Bind it to $.env.name").
    static func expressionTakenAsText(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, "!(-+{ \t".unicodeScalars.contains(scalars[start]) { start += 1 }
        guard start > 0, start + 2 < scalars.count, scalars[start] == "$", scalars[start + 1] == ".",
            scalars[start + 2].properties.isAlphabetic || scalars[start + 2] == "_"
        else { return nil }
        var end = start + 2
        while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil || "_.".unicodeScalars.contains(scalars[end]) { end += 1 }
        var path = String.UnicodeScalarView()
        path.append(contentsOf: scalars[start..<end])
        return String(path)
    }

    /// Reports quoted text in an expression that holds `${`: it would show the braces, where
    /// the author most likely meant the value (SDUI0407).
    mutating func checkQuotedText(_ value: JSONValue, at source: SourceRef) {
        guard case .string(let text) = value, let start = text.range(of: "${") else { return }
        let located = source.locating(String(text[start.lowerBound...].prefix(20)))
        report(
            .interpolationInQuotedText,
            "quoted text in an expression is shown as written, so '${' shows its braces; join the parts with + instead: 'Hi ' + $.name",
            at: located.source, path: located.path)
    }
}
