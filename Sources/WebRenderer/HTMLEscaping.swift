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
        var text = text  // withUTF8 reads a native string's bytes in place
        return text.withUTF8 { bytes in
            // Every byte that needs work is at most ">" (0x3E): most bytes leave at one compare.
            for byte in bytes where byte <= UInt8(ascii: ">") && escapes(byte) { return true }
            return false
        }
    }

    @inline(__always)
    private static func escapes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'") || byte == 0
    }

    /// Copies the runs between the characters that need work as substrings of `text` (they
    /// are all ASCII, so a run always ends on a character boundary).
    private static func appendEscaping(_ text: String, to result: inout String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte <= UInt8(ascii: ">"), escapes(byte) else {
                index = utf8.index(after: index)
                continue
            }
            result += text[runStart..<index]
            switch byte {
            case UInt8(ascii: "&"): result += "&amp;"
            case UInt8(ascii: "<"): result += "&lt;"
            case UInt8(ascii: ">"): result += "&gt;"
            case UInt8(ascii: "\""): result += "&quot;"
            case UInt8(ascii: "'"): result += "&#39;"
            default: result += "\u{FFFD}"
            }
            index = utf8.index(after: index)
            runStart = index
        }
        result += text[runStart..<utf8.endIndex]
    }
}
