import Foundation

/// Existing `String`s for the keys and words view JSON repeats in every node ("type",
/// "props", "vstack", "leading", …): the parser recognises them while it scans a string and
/// notes the word in the token, so decoding them later is an array read instead of UTF-8
/// validation and string construction. Anything else is decoded normally.
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
        StyleKey.names.forEach { words.insert($0) }
        Action.typeNames.forEach { words.insert($0) }
        TextStyle.allCases.forEach { words.insert($0.rawValue) }
        return words.sorted()
    }()

    private static let slotCount = 1024

    /// Everything lookups need, built once and never freed. Plain pointers, so a lookup does
    /// no reference counting (it runs for every string of every file). The parser reads the
    /// table once per file and interns as it scans; documents keep ``strings`` to hand out.
    struct Table: @unchecked Sendable {
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
        /// The words as strings, in the same order.
        let strings: UnsafeMutableBufferPointer<String>

        /// The index of the known word equal to `count` bytes at `base`, if there is one.
        @inline(__always)
        func index(of base: UnsafePointer<UInt8>, count: Int) -> Int? {
            guard count > 0, count <= maxLength, firstBytes[Int(base.pointee)], let all = bytes.baseAddress else { return nil }
            var slot = KnownStrings.slot(base, count)
            while true {
                let index = Int(slots[slot])
                if index < 0 { return nil }
                if lengths[index] == count && memcmp(all + starts[index], base, count) == 0 { return index }
                slot = (slot + 1) & (slotCount - 1)
            }
        }
    }

    static let table: Table = {
        let utf8 = words.map { Array($0.utf8) }
        precondition(utf8.count < Int(JSONToken.noWord), "more known words than a token can name")
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

    private static func slotFor(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        return slot(base, bytes.count)
    }

    /// A slot from the length and the first and last four bytes (two loads, not a loop over
    /// every byte): the words differ there, and a collision only costs a probe.
    @inline(__always)
    private static func slot(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var head: UInt64
        var tail: UInt64
        if count >= 4 {
            head = UInt64(UnsafeRawPointer(base).loadUnaligned(as: UInt32.self))
            tail = UInt64(UnsafeRawPointer(base + (count - 4)).loadUnaligned(as: UInt32.self))
        } else {
            head = UInt64(base[0]) | UInt64(base[count - 1]) << 8 | UInt64(base[count / 2]) << 16
            tail = 0
        }
        let hash = (head &* 0x9E37_79B9_7F4A_7C15) ^ ((tail &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: hash >> 54) & (slotCount - 1)
    }

}
