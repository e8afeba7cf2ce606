import ViewEngine

/// Walks resolved render trees the way a user reads a screen.
extension RenderNode {
    /// This node and every node below it, with list rows resolved and button labels included.
    var allNodes: [RenderNode] {
        [self] + directChildren.flatMap(\.allNodes)
    }

    private var directChildren: [RenderNode] {
        if case .list(let list) = content { return list.rows.resolveAll() }
        return childNodes
    }

    /// Every text shown, in reading order.
    var texts: [String] {
        allNodes.compactMap { node in
            if case .text(let text) = node.content { return text.content }
            return nil
        }
    }

    /// Accessibility identifiers starting with `prefix`, in order.
    func identifiers(prefix: String) -> [String] {
        allNodes.compactMap(\.accessibility.identifier).filter { $0.hasPrefix(prefix) }
    }

    /// The first node with this accessibility identifier.
    func node(identifier: String) -> RenderNode? {
        allNodes.first { $0.accessibility.identifier == identifier }
    }

    /// What tapping the node does: its button action, else its `onTap`.
    var tapAction: BoundAction? {
        if case .button(let button) = content, let action = button.action { return action }
        return onTap
    }

    /// The node's text field, when it is one.
    var textField: TextField? {
        if case .textField(let field) = content { return field }
        return nil
    }

    var isPlaceholder: Bool {
        if case .placeholder = content { return true }
        return false
    }

    var isProgress: Bool {
        if case .progress = content { return true }
        return false
    }
}
