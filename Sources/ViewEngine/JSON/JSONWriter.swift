/// Serializes ``JSONValue`` as JSON text: compact or pretty, members in their order.
public enum JSONWriter {
    public static func string(_ value: JSONValue, pretty: Bool = false) -> String {
        var output = ""
        write(value, into: &output, pretty: pretty, indent: 0)
        return output
    }

    static func write(_ value: JSONValue, into output: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let b): output += b ? "true" : "false"
        case .number(let n): output += n.isFinite ? ValueText.number(n) : "null"
        case .string(let s): writeString(s, into: &output)
        case .array(let items):
            if items.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                newline(&output, pretty, indent + 1)
                write(item, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(&output, pretty, indent)
            output += "]"
        case .object(let object):
            if object.isEmpty {
                output += "{}"
                return
            }
            output += "{"
            for (index, (key, member)) in object.enumerated() {
                if index > 0 { output += "," }
                newline(&output, pretty, indent + 1)
                writeString(key, into: &output)
                output += pretty ? ": " : ":"
                write(member, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(&output, pretty, indent)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, _ pretty: Bool, _ indent: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
