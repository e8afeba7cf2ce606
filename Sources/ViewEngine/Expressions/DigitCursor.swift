/// A read position in ASCII bytes for the small date and time parsers (``ISO8601`` and
/// ``DateValue``): fixed counts of digits and single expected bytes, without allocating.
struct DigitCursor {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { position >= bytes.count }

    /// The byte at the position, nil at the end.
    var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The next `digits` decimal digits as a number, nil when there are fewer.
    mutating func number(_ digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for _ in 0..<digits {
            let byte = bytes[position]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
            position += 1
        }
        return value
    }

    /// Steps over `character` when it is next; false (and no step) otherwise.
    mutating func expect(_ character: Unicode.Scalar) -> Bool {
        guard next == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }
}
