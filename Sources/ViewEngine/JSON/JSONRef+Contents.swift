import Foundation

/// Comparing values by what is written, not where: two `inlineStyle` objects written alike on
/// many nodes are recognised as one, so they are decoded once (``InlineStyleTable``).
extension JSONRef {
    /// A hash of the value's tokens: kinds, the bytes of strings as written, numbers' bits and
    /// containers' sizes. Layout (spaces, line breaks) does not change it.
    var contentHash: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let end = document.next(after: index)
        document.bytes.withUnsafeBufferPointer { bytes in
            for position in index..<end {
                let token = document.tape[position]
                Self.mix(&hash, UInt64(token.kind.rawValue))
                switch token.kind {
                case .string: Self.mix(&hash, bytes: bytes, from: Int(token.offset) + 1, to: token.end)
                case .number, .array, .object: Self.mix(&hash, token.payload >> (token.kind == .number ? 0 : 32))
                case .null, .true, .false: break
                }
            }
        }
        return hash
    }

    /// Whether `other` is written with the same tokens (strings compared as written, so one
    /// spelled with escapes differs from one without: a miss, never a wrong match).
    func hasSameContents(as other: JSONRef) -> Bool {
        let end = document.next(after: index)
        let otherEnd = other.document.next(after: other.index)
        guard end - index == otherEnd - other.index else { return false }
        return document.bytes.withUnsafeBufferPointer { bytes in
            other.document.bytes.withUnsafeBufferPointer { otherBytes in
                for offset in 0..<(end - index) {
                    let token = document.tape[index + offset]
                    let otherToken = other.document.tape[other.index + offset]
                    guard token.kind == otherToken.kind else { return false }
                    switch token.kind {
                    case .string:
                        let start = Int(token.offset) + 1
                        let otherStart = Int(otherToken.offset) + 1
                        // memcmp, not a generic byte loop: this runs for every member of every
                        // inline style that is shared.
                        let length = token.end - start
                        guard length == otherToken.end - otherStart,
                            length == 0 || memcmp(bytes.baseAddress! + start, otherBytes.baseAddress! + otherStart, length) == 0
                        else { return false }
                    case .number:
                        guard token.payload == otherToken.payload else { return false }
                    case .array, .object:
                        guard token.count == otherToken.count else { return false }
                    case .null, .true, .false: break
                    }
                }
                return true
            }
        }
    }

    @inline(__always)
    private static func mix(_ hash: inout UInt64, _ value: UInt64) {
        hash = (hash ^ value) &* 0x100_0000_01B3
        hash ^= hash >> 29
    }

    private static func mix(_ hash: inout UInt64, bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var position = start
        while position + 8 <= end {
            mix(&hash, UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
            position += 8
        }
        var tail: UInt64 = UInt64(end - start)
        while position < end {
            tail = tail << 8 | UInt64(bytes[position])
            position += 1
        }
        mix(&hash, tail)
    }
}
