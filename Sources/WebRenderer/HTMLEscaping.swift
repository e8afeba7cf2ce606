/// Escaping for text and attribute values. Every string that comes from a bundle or from
/// data goes through here, so data can never become markup or script.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes the result safe both as element text
    /// and inside a double- or single-quoted attribute value. NUL, which HTML parsers
    /// replace unpredictably, becomes U+FFFD.
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        appendEscaping(text, to: &result)
        return result
    }

    /// Appends `text`, escaped as ``escape(_:)`` does, to `output`: no intermediate string,
    /// which matters for the attributes of every element of every frame.
    static func append(_ text: String, to output: inout String) {
        if needsEscaping(text) { appendEscaping(text, to: &output) } else { output += text }
    }

    /// Appends `parts` joined by `separator` (itself safe), each escaped.
    static func append(_ parts: [String], separator: String, to output: inout String) {
        for (index, part) in parts.enumerated() {
            if index > 0 { output += separator }
            append(part, to: &output)
        }
    }

    private static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0
        }
    }

    private static func appendEscaping(_ text: String, to result: inout String) {
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
    }
}
