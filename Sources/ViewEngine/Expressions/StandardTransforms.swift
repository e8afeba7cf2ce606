import Foundation

/// The built-in transforms. Each is small and pure; see ``TransformRegistry/standard``.
enum StandardTransforms {
    static let all: [Transform] = [
        date, duration, uppercase, lowercase, join, `default`, truncate, count,
        exists, empty, notEmpty, trim, first, last, number, currency, prefix, suffix, replace, drop, take,
    ]

    /// `drop:<n>`: an array without its first n elements (`lookup` results start with the
    /// podcast, then the episodes); n may be a binding (`drop:$.offset`).
    static let drop = countTransform("drop", summary: "Drops the first n elements: drop:1, drop:$.offset", example: "drop:1") { items, count in
        Array(items.dropFirst(count))
    }

    /// `take:<n>`: the first n elements of an array; n may be a binding (`take:$.pageSize`).
    static let take = countTransform("take", summary: "Keeps the first n elements: take:10, take:$.pageSize", example: "take:10") { items, count in
        Array(items.prefix(count))
    }

    /// A transform of an array by a count written as a whole number from 0 (checked when
    /// parsed) or bound. A bound count that is not one (missing, a fraction, negative) leaves
    /// the array as it is, as a value that is not an array is left.
    private static func countTransform(
        _ name: String, summary: String, example: String, apply: @escaping @Sendable ([JSONValue], Int) -> [JSONValue]
    ) -> Transform {
        Transform(name, argument: .required, summary: summary, compileTerms: { terms throws(ExpressionError) in
            let count = try TransformOperand.single(in: terms, of: name, example: example)
            // A written count must be one exactly: `take:1e30` is a typo more likely than a wish.
            if let written = count.constant, (ValueText.numeric(written).flatMap { Int(exactly: $0) } ?? -1) < 0 {
                throw ExpressionError(.transformArgument, "\(name) needs a whole number, as in \(example); got '\(ValueText.string(written))'")
            }
            return { value, context, environment in
                guard case .array(let items)? = value, let n = wholeCount(count.value(in: context, environment)) else { return value }
                return .array(apply(items, n))
            }
        })
    }

    /// A count from 0: a whole number, or text that is one (as a text field stores it); one
    /// past what an Int holds counts as all.
    private static func wholeCount(_ value: JSONValue?) -> Int? {
        guard let number = ValueText.numeric(value), number.isFinite, number >= 0, number == number.rounded() else { return nil }
        return Int(exactly: number) ?? Int.max
    }

    /// `date:<pattern>` or `date:skeleton:<fields>`: an ISO 8601 string (or seconds since
    /// 1970) formatted with the environment's locale and time zone — a pattern as written, a
    /// skeleton in the locale's order (`skeleton:yMMMd`: Nov 26, 2026 / 26. Nov. 2026).
    /// Unparseable input passes through unchanged.
    static let date = Transform(
        "date", argument: .required, summary: "Formats an ISO 8601 date: date:MMM d, yyyy, or in the locale's order: date:skeleton:yMMMd"
    ) { argument throws(ExpressionError) in
        let layout = try dateLayout(nonEmpty(argument, "date", example: "date:MMM d, yyyy"))
        return { value, environment in
            let date: Date
            switch value {
            case .string(let text)?:
                guard let parsed = ISO8601.parse(text, localTimeZone: environment.timeZone) else { return value }
                date = parsed
            case .number(let seconds)?:
                date = Date(timeIntervalSince1970: seconds)
            default:
                return value
            }
            switch layout {
            case .pattern(let pattern): return .string(environment.format(date, pattern: pattern))
            case .skeleton(let skeleton): return .string(environment.format(date, skeleton: skeleton))
            }
        }
    }

    private static func dateLayout(_ argument: String) throws(ExpressionError) -> DateLayout {
        let marker = "skeleton:"
        guard argument.hasPrefix(marker) else { return .pattern(argument) }
        let skeleton = argument.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        guard !skeleton.isEmpty, skeleton.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ExpressionError(.transformArgument, "date:skeleton: needs the fields as pattern letters only, as in date:skeleton:yMMMd; got '\(skeleton)'")
        }
        return .skeleton(skeleton)
    }

    /// `duration:<pattern>`: milliseconds formatted with H/h, m, s tokens, in the locale's
    /// digits. A non-finite number (NaN, ±infinity, or `1e309`, which reads as infinity)
    /// passes through unchanged, like any value that is not a number.
    static let duration = Transform(
        "duration", argument: .required, summary: "Formats milliseconds: duration:mm:ss, duration:h:mm:ss"
    ) { argument throws(ExpressionError) in
        let pattern = try DurationPattern(nonEmpty(argument, "duration", example: "duration:mm:ss"))
        return { value, environment in
            guard let milliseconds = ValueText.numeric(value), milliseconds.isFinite else { return value }
            return .string(environment.localizingDigits(pattern.format(milliseconds: milliseconds)))
        }
    }

    static let uppercase = Transform("uppercase", summary: "Uppercases text (Unicode-correct: straße → STRASSE)") { value, _ in
        mapString(value) { $0.uppercased() }
    }

    static let lowercase = Transform("lowercase", summary: "Lowercases text") { value, _ in
        mapString(value) { $0.lowercased() }
    }

    /// `join:<separator>`: array elements as text, joined. Objects contribute their `name`.
    static let join = Transform("join", argument: .optional, summary: "Joins an array: join:, ") {
        argument throws(ExpressionError) in
        let separator = argument ?? ", "
        return { value, _ in
            guard case .array(let items)? = value else { return value }
            // Missing past the text limit, as `+` and `replace` are: a few thousand
            // elements of mapped text would otherwise join into gigabytes.
            var text = ""
            for (index, item) in items.enumerated() {
                let shown: JSONValue = if case .object(let object) = item, let name = object["name"] { name } else { item }
                let piece = ValueText.string(shown)
                guard index == 0 || text.appendWithinLimit(separator), text.appendWithinLimit(piece) else { return nil }
            }
            return .string(text)
        }
    }

    /// `default:<value>`: the argument when the value is missing, null or an empty string.
    static let `default` = Transform("default", argument: .required, summary: "Fallback when missing, null or \"\": default:0") {
        argument throws(ExpressionError) in
        let fallback = ValueText.literal(argument ?? "")
        return { value, _ in
            switch value {
            case .none, .null?: return fallback
            case .string(let s)? where s.isEmpty: return fallback
            default: return value
            }
        }
    }

    /// `truncate:<n>`: at most n characters (grapheme clusters), then "…" when cut.
    static let truncate = Transform("truncate", argument: .required, summary: "Shortens text to n characters plus …: truncate:20")
    { argument throws(ExpressionError) in
        guard let argument, let limit = Int(argument), limit >= 0 else {
            throw ExpressionError(.transformArgument, "truncate needs a whole number of characters, as in truncate:20; got '\(argument ?? "")'")
        }
        return { value, _ in
            mapString(value) { text in
                // Character is a grapheme cluster, so this never splits an emoji or a combining mark.
                text.count > limit ? String(text.prefix(limit)) + "…" : text
            }
        }
    }

    /// `count`: elements of an array, members of an object, characters of a string; 0 when missing.
    /// A number or boolean counts the characters of its text (`1234` has 4), as the text
    /// transforms (`truncate`, `uppercase`) read it: the result is always a number.
    static let count = Transform("count", summary: "Number of elements (arrays), members (objects) or characters") { value, _ in
        switch value {
        case .array(let a)?: return .number(Double(a.count))
        case .object(let o)?: return .number(Double(o.count))
        case .string(let s)?: return .number(Double(s.count))
        case .none, .null?: return .number(0)
        case let scalar?: return .number(Double(ValueText.string(scalar).count))
        }
    }

    static let exists = Transform("exists", summary: "true when the value is present and not null") { value, _ in
        switch value {
        case .none, .null?: return .bool(false)
        default: return .bool(true)
        }
    }

    /// `empty`: a search field holding only spaces is as empty as one holding nothing, so a
    /// screen that shows its start view for an empty query does so for a blank one too.
    static let empty = Transform("empty", summary: "true when missing, null, text of only white space, [] or {}") { value, _ in
        .bool(isBlank(value))
    }

    static let notEmpty = Transform("!empty", summary: "true unless missing, null, text of only white space, [] or {}") { value, _ in
        .bool(!isBlank(value))
    }

    private static func isBlank(_ value: JSONValue?) -> Bool {
        if case .string(let text)? = value { return text.allSatisfy(\.isWhitespace) }
        return ValueText.isEmpty(value)
    }

    static let trim = Transform("trim", summary: "Removes leading and trailing whitespace and newlines") { value, _ in
        mapString(value) { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    static let first = Transform("first", summary: "First element of an array") { value, _ in
        if case .array(let a)? = value { return a.first }
        return value
    }

    static let last = Transform("last", summary: "Last element of an array") { value, _ in
        if case .array(let a)? = value { return a.last }
        return value
    }

    /// `number` or `number:<fraction digits>`: a number (from a number or numeric string);
    /// with digits, text in the locale's format (`number:1` → 4.5, or 4,5 in German), rounded
    /// as `round:` rounds (``DecimalRounding``), so the two never disagree by a cent. A
    /// non-finite number passes through unchanged.
    static let number = Transform("number", argument: .optional, summary: "number:1 formats in the locale: 4.5 (4,5 in German); bare number reads text as a number and formats nothing") {
        argument throws(ExpressionError) in
        let digits: Int?
        if let argument {
            guard let parsed = Int(argument), (0...10).contains(parsed) else {
                throw ExpressionError(.transformArgument, "number takes 0 to 10 fraction digits, as in number:2; got '\(argument)'")
            }
            digits = parsed
        } else {
            digits = nil
        }
        return { value, environment in
            guard let n = ValueText.numeric(value) else { return value }
            guard let digits else { return .number(n) }
            guard n.isFinite else { return value }
            return .string(environment.format(DecimalRounding.rounded(n, digits: digits), fractionDigits: digits))
        }
    }

    static let prefix = Transform("prefix", argument: .required, summary: "Prepends text when the value is not empty") {
        argument throws(ExpressionError) in
        let text = argument ?? ""
        return { value, _ in ValueText.isEmpty(value) ? value : .string(text + ValueText.string(value)) }
    }

    static let suffix = Transform("suffix", argument: .required, summary: "Appends text when the value is not empty") {
        argument throws(ExpressionError) in
        let text = argument ?? ""
        return { value, _ in ValueText.isEmpty(value) ? value : .string(ValueText.string(value) + text) }
    }

    /// `replace:<old>,<new>`: replaces every occurrence. Either text may be quoted to hold a
    /// comma, `|`, `)` or edge spaces (`replace:'|',' / '`); the older spelling quotes both at
    /// once (`replace:'old,new'`) and splits at the first comma inside.
    static let replace = Transform("replace", summary: "Replaces text: replace:\\n, ", compilePair: { pieces throws(ExpressionError) in
        var texts = pieces ?? []
        if texts.count == 1, let comma = texts[0].firstIndex(of: ",") {
            texts = [String(texts[0][..<comma]), String(texts[0][texts[0].index(after: comma)...])]
        }
        guard texts.count == 2 else {
            throw ExpressionError(.transformArgument, "replace needs old,new (either may be quoted), as in replace:-,+ or replace:'|',' / '")
        }
        let target = unescape(texts[0])
        let replacement = unescape(texts[1])
        guard !target.isEmpty else { throw ExpressionError(.transformArgument, "replace needs a non-empty text to replace") }
        // The standard library's `replacing`, not Foundation's `replacingOccurrences`: on Linux
        // the latter traps when the text to replace holds a NUL character (found by fuzzing).
        let growth = replacement.utf8.count - target.utf8.count
        return { value, _ in
            // Chained replaces that each put the target back several times grow text
            // exponentially (found by fuzzing): a result over the limit is missing, as an
            // arithmetic overflow is.
            guard let text = value.map({ if case .string(let s) = $0 { s } else { ValueText.string($0) } }), value != .null else { return value }
            if growth > 0, text.utf8.count + text.ranges(of: target).count * growth > TextLimit.maxBytes { return nil }
            return .string(text.replacing(target, with: replacement))
        }
    })

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
    }

    private static func mapString(_ value: JSONValue?, _ transform: (String) -> String) -> JSONValue? {
        switch value {
        case .string(let s)?: return .string(transform(s))
        case .none, .null?: return value
        case let other?: return .string(transform(ValueText.string(other)))
        }
    }

    private static func nonEmpty(_ argument: String?, _ name: String, example: String) throws(ExpressionError) -> String {
        guard let argument, !argument.isEmpty else {
            throw ExpressionError(.transformArgument, "\(name) needs a pattern, as in \(example)")
        }
        return argument
    }
}
