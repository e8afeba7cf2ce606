/// Shortens values quoted in messages, so that a 10 MB bad value yields a one-line
/// diagnostic rather than echoing the value whole.
public enum Excerpt {
    /// Longest quoted value kept whole, in characters.
    public static let maxQuoted = 80
    /// Longest message kept whole, in characters: a backstop for unquoted values.
    public static let maxMessage = 1_000

    /// `text` itself when at most `limit` characters, else its first `limit` characters and "…".
    public static func cut(_ text: String, limit: Int = maxQuoted) -> String {
        guard text.utf8.count > limit, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
            end < text.endIndex
        else { return text }
        return String(text[..<end]) + "…"
    }

    /// The message with each span between single quotes cut to ``maxQuoted`` characters and
    /// the whole cut to ``maxMessage``. Messages quote values as `'value'`.
    ///
    /// An apostrophe inside a word (`screen's`, `can't`) neither opens nor closes a quote, so
    /// the prose around it is never taken for a value and cut: a quote opens at a `'` that no
    /// letter or digit precedes and closes at the next `'` that no letter or digit follows.
    public static func cutQuotedValues(in message: String) -> String {
        let message = escapingControls(message)
        guard message.utf8.count > maxQuoted else { return message }
        var result = ""
        var rest = Substring(message)
        while let open = rest.indices.first(where: { opensQuote(at: $0, in: rest) }) {
            result += rest[...open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].indices.first(where: { closesQuote(at: $0, in: rest) }) else {
                rest = rest[afterOpen...]
                break
            }
            result += cut(String(rest[afterOpen..<close])) + "'"
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return cut(result, limit: maxMessage)
    }

    /// `text` with control characters written as `\u{1B}`: a value from data or a bundle
    /// (`"\u001b]0;title\u0007"`) quoted in a message must not retitle or clear the terminal
    /// it is printed to, nor break the one-line shape editors read. Line breaks, C0 and C1
    /// controls, DEL and the bidirectional overrides (which reorder what is shown) are escaped.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func opensQuote(at index: Substring.Index, in text: Substring) -> Bool {
        guard text[index] == "'" else { return false }
        return index == text.startIndex || !isWordCharacter(text[text.index(before: index)])
    }

    private static func closesQuote(at index: Substring.Index, in text: Substring) -> Bool {
        guard text[index] == "'" else { return false }
        let next = text.index(after: index)
        return next == text.endIndex || !isWordCharacter(text[next])
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
