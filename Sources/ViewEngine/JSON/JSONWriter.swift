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

    /// Writes with a stack of its own rather than recursion: state and data may nest 512 levels
    /// (``NestingLimits/stateDepth``), and a recursive writer overflowed a 512 KiB thread at
    /// about 400 in a debug build.
    static func write(_ value: JSONValue, into output: inout [UInt8], pretty: Bool, indent: Int) {
        var open: [OpenContainer] = []
        var next: JSONValue? = value
        while true {
            if let value = next {
                writeStart(of: value, into: &output, open: &open)
            }
            next = nil
            while let container = open.last {
                let depth = indent + open.count
                guard container.written < container.count else {
                    open.removeLast()
                    newline(&output, pretty, depth - 1)
                    output.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                    continue
                }
                if container.written > 0 { output.append(UInt8(ascii: ",")) }
                newline(&output, pretty, depth)
                if case .object(let object) = container.value {
                    let member = object.members[container.written]
                    writeString(member.key, into: &output)
                    output.append(contentsOf: (pretty ? ": " : ":").utf8)
                    next = member.value
                } else if case .array(let items) = container.value {
                    next = items[container.written]
                }
                open[open.count - 1].written += 1
                break
            }
            if next == nil { return }
        }
    }

    /// An array or object being written: how many of its elements or members are out.
    private struct OpenContainer {
        let value: JSONValue
        let count: Int
        var written = 0
        var isObject: Bool {
            if case .object = value { return true }
            return false
        }
    }

    /// Writes a scalar whole, an empty container whole, or the opening bracket of one with
    /// content, which goes on `open`.
    private static func writeStart(of value: JSONValue, into output: inout [UInt8], open: inout [OpenContainer]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let b): output.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): output.append(contentsOf: (n.isFinite ? ValueText.number(n) : "null").utf8)
        case .string(let s): writeString(s, into: &output)
        case .array(let items) where items.isEmpty: output.append(contentsOf: "[]".utf8)
        case .object(let object) where object.isEmpty: output.append(contentsOf: "{}".utf8)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            open.append(OpenContainer(value: value, count: items.count))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            open.append(OpenContainer(value: value, count: object.count))
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
