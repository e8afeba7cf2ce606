/// Serializes ``JSONValue`` as JSON text: compact or pretty, members in their order.
///
/// Writes UTF-8 bytes and copies string content in runs between the characters that need an
/// escape: the preview server sends every frame's HTML (tens of kilobytes, a quote every few
/// characters) through here, on the main actor, so a character-by-character `String` append
/// was most of a frame's cost.
public enum JSONWriter {
    /// The JSON text of `value`: compact, or with `pretty` one member or element per line indented
    /// two spaces. A non-finite number is written as `null`.
    public static func string(_ value: JSONValue, pretty: Bool = false) -> String {
        String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
    }

    /// The JSON text as UTF-8 bytes (what an HTTP body needs, without a `String` in between).
    public static func bytes(_ value: JSONValue, pretty: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        write(value, into: &output, pretty: pretty, indent: 0)
        return output
    }

    static func write(_ value: JSONValue, into output: inout [UInt8], pretty: Bool, indent: Int) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let b): output.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): output.append(contentsOf: (n.isFinite ? ValueText.number(n) : "null").utf8)
        case .string(let s): writeString(s, into: &output)
        case .array(let items):
            if items.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty, indent + 1)
                write(item, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(&output, pretty, indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            if object.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, (key, member)) in object.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty, indent + 1)
                writeString(key, into: &output)
                output.append(contentsOf: (pretty ? ": " : ":").utf8)
                write(member, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(&output, pretty, indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ output: inout [UInt8], _ pretty: Bool, _ indent: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            output.reserveCapacity(output.count + bytes.count + 1)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escapeLength: Int
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                    escapeLength = 1
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                    // U+2028 and U+2029: valid in JSON but line ends in JavaScript source.
                    escapeLength = 3
                } else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(of: bytes, at: index, into: &output)
                index += escapeLength
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(of bytes: UnsafeBufferPointer<UInt8>, at index: Int, into output: inout [UInt8]) {
        let short: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case UInt8(ascii: "\n"): short = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): short = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): short = UInt8(ascii: "t")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        default: short = nil
        }
        output.append(UInt8(ascii: "\\"))
        if let short {
            output.append(short)
            return
        }
        // \u followed by four upper-case hex digits: a control character, or U+2028/U+2029.
        let scalar: UInt32 = bytes[index] == 0xE2 ? 0x2028 | UInt32(bytes[index + 2] & 1) : UInt32(bytes[index])
        output.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
            output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }
}
