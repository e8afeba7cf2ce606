/// Escaping for text and attribute values. Every string that comes from a bundle or from
/// data goes through here, so data can never become markup or script.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes the result safe both as element text
    /// and inside a double- or single-quoted attribute value. NUL, which HTML parsers
    /// replace unpredictably, becomes U+FFFD.
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0
        {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{0}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
