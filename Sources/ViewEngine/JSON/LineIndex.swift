/// Where lines start in a document's bytes, and how many Unicode scalars precede each block of
/// bytes, so a byte offset becomes a line and column in about constant time: machine-written
/// JSON is often one line of megabytes, and counting a column from the start of its line for
/// each of thousands of diagnostics took minutes.
struct LineIndex {
    /// Bytes per block of ``scalarsBefore``: a column is counted over at most this many bytes.
    static let blockSize = 256

    /// Byte offsets at which lines start (line 1 starts at 0).
    let starts: [UInt32]
    /// Scalars (bytes that are not UTF-8 continuation bytes) before each block's first byte.
    let scalarsBefore: [UInt32]

    init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        var scalarsBefore: [UInt32] = []
        scalarsBefore.reserveCapacity(bytes.count / Self.blockSize + 1)
        var scalars: UInt32 = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.blockSize == 0 { scalarsBefore.append(scalars) }
            if byte & 0xC0 != 0x80 { scalars &+= 1 }
            if byte == UInt8(ascii: "\n") { starts.append(UInt32(truncatingIfNeeded: offset + 1)) }
        }
        self.starts = starts
        self.scalarsBefore = scalarsBefore
    }

    /// Line and column (in scalars, from 1) of `offset` in `bytes`, the bytes this was made from.
    func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        let column = scalarIndex(of: offset, in: bytes) - scalarIndex(of: Int(starts[low]), in: bytes) + 1
        return SourceLocation(line: low + 1, column: column)
    }

    /// Scalars before `offset`: the block's count, plus those in the block before it.
    private func scalarIndex(of offset: Int, in bytes: [UInt8]) -> Int {
        // The end of a document whose size is a multiple of the block size is in the last block.
        let block = min(offset / Self.blockSize, scalarsBefore.count - 1)
        guard block >= 0 else { return 0 }  // no bytes
        return Int(scalarsBefore[block]) + countScalars(in: bytes, from: block * Self.blockSize, to: offset)
    }

    private func countScalars(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var count = 0
        var position = start
        while position < end {
            // Count scalars, not bytes: skip UTF-8 continuation bytes.
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }
}
