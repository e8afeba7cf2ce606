import Foundation

/// Remembers resolved styles per (preset names, inline style) so each distinct style of a
/// bundle is merged and resolved against the theme once, not once per node per render.
///
/// Keyed by the identity of the node's inline-style box; the cache keeps that box alive,
/// so an identity can never be reused by another style while its entry exists.
///
/// In front of the dictionary sits a small direct-mapped memo (slot chosen by the box's
/// address): a render asks for the same few styles again and again, and a hit there costs a
/// comparison instead of hashing a key. The memo only holds what the dictionary holds, and is
/// emptied with it, so a memo hit is never for a box that has been freed.
final class StyleCache: @unchecked Sendable {
    private struct Key: Hashable {
        let inline: ObjectIdentifier?
        let preset: String?
    }

    private struct MemoSlot {
        var key: Key?
        var resolved: Box<ResolvedStyle>?
    }

    private let lock = NSLock()
    private var entries: [Key: (inline: Box<StyleSheet>?, resolved: Box<ResolvedStyle>?)] = [:]
    /// Bounds memory in long-lived processes (the preview server reloading bundles).
    private let capacity = 50_000
    private static let memoSlots = 64
    // A plain buffer, not an Array: read on every node, and an array stored in a class pays a
    // dynamic exclusivity check per access.
    private let memo: UnsafeMutablePointer<MemoSlot>

    init() {
        memo = .allocate(capacity: Self.memoSlots)
        memo.initialize(repeating: MemoSlot(), count: Self.memoSlots)
    }

    deinit {
        memo.deinitialize(count: Self.memoSlots)
        memo.deallocate()
    }

    func resolved(preset: String?, inline: Box<StyleSheet>?, theme: Theme) -> Box<ResolvedStyle>? {
        let key = Key(inline: inline.map(ObjectIdentifier.init), preset: preset)
        let slot = Self.slot(of: key)
        lock.lock()
        if memo[slot].key == key {
            let hit = memo[slot].resolved
            lock.unlock()
            return hit
        }
        if let hit = entries[key] {
            memo[slot] = MemoSlot(key: key, resolved: hit.resolved)
            lock.unlock()
            return hit.resolved
        }
        lock.unlock()
        let style = theme.resolve(preset: preset, inline: inline?.value)
        let box = style.isEmpty ? nil : Box(style)
        lock.lock()
        if entries.count >= capacity {
            entries.removeAll(keepingCapacity: true)
            for index in 0..<Self.memoSlots { memo[index] = MemoSlot() }
        }
        entries[key] = (inline, box)
        memo[slot] = MemoSlot(key: key, resolved: box)
        lock.unlock()
        return box
    }

    /// Boxes are 16-byte aligned: the bits above those pick the slot.
    private static func slot(of key: Key) -> Int {
        guard let inline = key.inline else { return 0 }
        return Int(truncatingIfNeeded: UInt(bitPattern: inline) >> 4) & (memoSlots - 1)
    }
}
