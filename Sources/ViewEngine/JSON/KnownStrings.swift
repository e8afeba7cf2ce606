import Foundation

/// Returns an existing `String` for the keys and words view JSON repeats in every node
/// ("type", "props", "vstack", "leading", …), so decoding them skips UTF-8 validation and
/// string construction. Anything else is decoded normally.
enum KnownStrings {
    private static let words: [String] = {
        var words: Set<String> = [
            "type", "id", "style", "inlineStyle", "condition", "children", "props", "actionType", "screen", "params",
            "endpoint", "resultKey", "source", "key", "value", "event", "payload", "actions", "parameters", "name", "body",
            "components", "colors", "fonts", "presets", "light", "dark", "size", "weight", "design", "top", "bottom",
            "leading", "trailing", "center", "horizontal", "vertical", "infinity", "radius", "x", "y", "color", "width",
            "title", "icon", "tabs", "item", "index", "true", "false", "fit", "fill", "bold", "semibold", "regular",
        ]
        for spec in NodeCatalog.specs {
            words.insert(spec.kind.rawValue)
            spec.props.forEach { words.insert($0.name) }
        }
        NodeCatalog.commonProps.forEach { words.insert($0.name) }
        SchemaDecoder.styleProperties.forEach { words.insert($0.name) }
        Action.typeNames.forEach { words.insert($0) }
        TextStyle.allCases.forEach { words.insert($0.rawValue) }
        return words.sorted()
    }()

    private static let slotCount = 1024

    /// Everything lookups need, built once and never freed. Plain pointers, so a lookup does
    /// no reference counting (it runs for every key of every file).
    private struct Table: @unchecked Sendable {
        /// Slot → word index, or -1.
        let slots: UnsafeMutableBufferPointer<Int32>
        /// All words' bytes, back to back, and where each starts and how long it is.
        let bytes: UnsafeMutableBufferPointer<UInt8>
        let starts: UnsafeMutableBufferPointer<Int>
        let lengths: UnsafeMutableBufferPointer<Int>
        let maxLength: Int
        /// Which bytes start some word: most other strings ("$.item.name", "#333333",
        /// "Episode 4") are turned away by their first byte before any hashing.
        let firstBytes: UnsafeMutableBufferPointer<Bool>
        /// The words as strings, in the same order (read here rather than from `words`, so a
        /// lookup touches one lazily made global, not two).
        let strings: UnsafeMutableBufferPointer<String>
    }

    private static let table: Table = {
        let utf8 = words.map { Array($0.utf8) }
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: slotCount)
        slots.initialize(repeating: -1)
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.reduce(0) { $0 + $1.count }))
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: utf8.count)
        let lengths = UnsafeMutableBufferPointer<Int>.allocate(capacity: utf8.count)
        let firstBytes = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 256)
        firstBytes.initialize(repeating: false)
        var offset = 0
        for (index, word) in utf8.enumerated() {
            if let first = word.first { firstBytes[Int(first)] = true }
            starts[index] = offset
            lengths[index] = word.count
            for byte in word {
                bytes[offset] = byte
                offset += 1
            }
            var slot = word.withUnsafeBufferPointer { slotFor($0) }
            while slots[slot] != -1 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Int32(index)
        }
        let strings = UnsafeMutableBufferPointer<String>.allocate(capacity: words.count)
        _ = strings.initialize(from: words)
        return Table(
            slots: slots, bytes: bytes, starts: starts, lengths: lengths, maxLength: utf8.map(\.count).max() ?? 0,
            firstBytes: firstBytes, strings: strings)
    }()

    @inline(__always)
    private static func slotFor(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash >> 40) & (slotCount - 1)
    }

    /// The interned string equal to `bytes`, if it is a known word.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let table = self.table
        guard bytes.count <= table.maxLength, let base = bytes.baseAddress, let all = table.bytes.baseAddress,
            bytes.count > 0, table.firstBytes[Int(base.pointee)]
        else {
            return nil
        }
        var slot = slotFor(bytes)
        while true {
            let index = Int(table.slots[slot])
            if index < 0 { return nil }
            if table.lengths[index] == bytes.count && memcmp(all + table.starts[index], base, bytes.count) == 0 {
                return table.strings[index]
            }
            slot = (slot + 1) & (slotCount - 1)
        }
    }
}
