extension BundleValidator.Checker {
    /// A `share_link`'s `snapshot` must name the `id` of a node on the same screen, its
    /// components included; a share link inside a component is checked on each screen that
    /// uses it, and reported once.
    mutating func checkSnapshots(of screen: ViewNode) {
        var ids: [String] = []
        var references: [(id: String, source: SourceRef)] = []
        collect(screen, ids: &ids, references: &references)
        for reference in references where !ids.contains(reference.id) {
            guard !reportedSnapshots.contains(reference.source) else { continue }
            reportedSnapshots.append(reference.source)
            report(.unknownSnapshotNode,
                "share_link's snapshot '\(reference.id)' names no node on this screen\(Suggestion.didYouMean(reference.id, in: ids)); give the node to share \"id\": \"\(reference.id)\"",
                at: reference.source)
        }
    }

    /// Walks the screen with an explicit stack, not recursion: components may chain far
    /// deeper than the call stack allows before validation has reported them.
    private func collect(_ screen: ViewNode, ids: inout [String], references: inout [(id: String, source: SourceRef)]) {
        var expanded: Set<String> = []
        var pending = [screen]
        while let node = pending.popLast() {
            if let id = node.id { ids.append(id) }
            if node.kind == .shareLink {
                for entry in node.props.entries where entry.name == "snapshot" {
                    if case .value(.constant(.string(let id))) = entry.value, !id.isEmpty { references.append((id, entry.source)) }
                }
            }
            if let name = node.literalComponentName, let definition = bundle.components[name], expanded.insert(name).inserted {
                // Each component once per screen: enough to see its ids, and safe against cycles.
                pending.append(definition.body)
            }
            node.forEachNestedNode { pending.append($0) }
        }
    }
}
