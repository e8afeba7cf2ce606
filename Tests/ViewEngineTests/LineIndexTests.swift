import Testing

@testable import ViewEngine

/// Line and column of every byte offset, found through the block counts, match counting the
/// scalars from the start of the line, across block edges, multi-byte characters and lines.
@Suite struct LineIndexTests {
    static func counted(_ bytes: [UInt8], _ offset: Int) -> ViewEngine.SourceLocation {
        let end = min(offset, bytes.count)
        let lineStart = (bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let line = bytes[..<lineStart].filter { $0 == UInt8(ascii: "\n") }.count + 1
        return ViewEngine.SourceLocation(line: line, column: bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1)
    }

    @Test(arguments: [
        String(repeating: "a", count: 1_000),
        String(repeating: "é€😀x", count: 200),
        (0..<300).map { $0 % 7 == 0 ? "\n" : ($0 % 3 == 0 ? "ü" : "ab") }.joined(),
        "",
    ])
    func everyOffsetMatchesCountingFromTheLineStart(text: String) {
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes)
        for offset in 0...(bytes.count + 2) {
            #expect(index.location(ofOffset: offset, in: bytes) == Self.counted(bytes, offset), "offset \(offset)")
        }
    }
}
