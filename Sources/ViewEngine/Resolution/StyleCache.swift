import Foundation

/// Remembers resolved styles per (preset names, inline style) so each distinct style of a
/// bundle is merged and resolved against the theme once, not once per node per render.
///
/// Keyed by the identity of the node's inline-style box; the cache keeps that box alive,
/// so an identity can never be reused by another style while its entry exists.
final class StyleCache: @unchecked Sendable {
    private struct Key: Hashable {
        let inline: ObjectIdentifier?
        let preset: String?
    }

    private let lock = NSLock()
    private var entries: [Key: (inline: Box<StyleSheet>?, resolved: Box<ResolvedStyle>?)] = [:]
    /// Bounds memory in long-lived processes (the preview server reloading bundles).
    private let capacity = 50_000

    func resolved(preset: String?, inline: Box<StyleSheet>?, theme: Theme) -> Box<ResolvedStyle>? {
        let key = Key(inline: inline.map(ObjectIdentifier.init), preset: preset)
        lock.lock()
        if let hit = entries[key] {
            lock.unlock()
            return hit.resolved
        }
        lock.unlock()
        let style = theme.resolve(preset: preset, inline: inline?.value)
        let box = style.isEmpty ? nil : Box(style)
        lock.lock()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (inline, box)
        lock.unlock()
        return box
    }
}
