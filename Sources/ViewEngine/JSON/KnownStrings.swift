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

    /// Everything lookups need, built once and read through one `static let` access.
    private struct Table: Sendable {
        /// Slot → word index, or -1.
        var slots: [Int32]
        /// All words' bytes, back to back, and where each starts and ends.
        var bytes: [UInt8]
        var ranges: [Range<Int>]
        var maxLength: Int
    }

    private static let table: Table = {
        var table = Table(slots: [Int32](repeating: -1, count: slotCount), bytes: [], ranges: [], maxLength: 0)
        for (index, word) in words.enumerated() {
            let utf8 = Array(word.utf8)
            table.ranges.append(table.bytes.count..<(table.bytes.count + utf8.count))
            table.bytes += utf8
            table.maxLength = max(table.maxLength, utf8.count)
            var slot = utf8.withUnsafeBufferPointer { slotFor($0) }
            while table.slots[slot] != -1 { slot = (slot + 1) & (slotCount - 1) }
            table.slots[slot] = Int32(index)
        }
        return table
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
        guard bytes.count <= table.maxLength, bytes.count > 0, let base = bytes.baseAddress else { return nil }
        var slot = slotFor(bytes)
        return table.bytes.withUnsafeBufferPointer { all in
            while true {
                let index = Int(table.slots[slot])
                if index < 0 { return nil }
                let range = table.ranges[index]
                if range.count == bytes.count && memcmp(all.baseAddress! + range.lowerBound, base, bytes.count) == 0 {
                    return words[index]
                }
                slot = (slot + 1) & (slotCount - 1)
            }
        }
    }
}
