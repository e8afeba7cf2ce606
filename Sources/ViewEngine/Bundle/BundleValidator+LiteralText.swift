extension BundleValidator.Checker {
    /// Warns about constant text that holds a `$.` path (`"!$.env.done"`, `"($.price * 2)"`):
    /// only a string that starts with `$` is a binding, and only `${…}` puts an expression
    /// inside text, so such a path is shown, or stored, as written (SDUI0404).
    mutating func checkLiteralText(_ template: ValueTemplate, at source: SourceRef) {
        switch template {
        case .constant(let value): checkLiteralText(value, at: source)
        case .text(.literal(let text)): checkLiteralText(text, at: source)
        case .text(.interpolated(let parts)):
            for case .text(let text) in parts { checkLiteralText(text, at: source) }
        case .text(.binding): break
        case .array(let items): for item in items { checkLiteralText(item, at: source) }
        case .object(let members): for member in members { checkLiteralText(member.value, at: source) }
        }
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
        // A literal that starts with `$` was written `\$…` on purpose.
        guard !text.hasPrefix("$"), let path = Self.pathShownAsText(in: text) else { return }
        let located = source.locating(path)
        report(
            .expressionShownAsText,
            "'\(Excerpt.cut(text))' is shown as written, \(path) included: only a string that starts with $ is a binding, and ${…} puts one inside text",
            at: located.source, path: located.path)
    }

    /// The first `$.name` in `text` (a `$.` followed by a letter or `_`), or nil.
    static func pathShownAsText(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index + 2 < scalars.count {
            if scalars[index] == "$", scalars[index + 1] == ".", scalars[index + 2].properties.isAlphabetic || scalars[index + 2] == "_" {
                var end = index + 2
                while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil || "_.".unicodeScalars.contains(scalars[end]) { end += 1 }
                var path = String.UnicodeScalarView()
                path.append(contentsOf: scalars[index..<end])
                return String(path)
            }
            index += 1
        }
        return nil
    }
}
