import ViewEngine

/// Walks resolved render trees the way a user reads a screen.
extension RenderNode {
    /// This node and every node below it, with list rows resolved and button labels included.
    public var allNodes: [RenderNode] {
        [self] + directChildren.flatMap(\.allNodes)
    }

    private var directChildren: [RenderNode] {
        if case .list(let list) = content { return list.rows.resolveAll() }
        return childNodes
    }

    /// Every text shown, in reading order.
    public var texts: [String] {
        allNodes.compactMap { node in
            if case .text(let text) = node.content { return text.content }
            return nil
        }
    }

    /// The texts inside this node.
    public var text: String { texts.joined(separator: " ") }

    /// Accessibility identifiers starting with `prefix`, in order.
    public func identifiers(prefix: String) -> [String] {
        allNodes.compactMap(\.accessibility.identifier).filter { $0.hasPrefix(prefix) }
    }

    /// The nodes with this accessibility identifier, in order.
    public func nodes(identifier: String) -> [RenderNode] {
        allNodes.filter { $0.accessibility.identifier == identifier }
    }

    /// The first node with this accessibility identifier.
    public func node(identifier: String) -> RenderNode? {
        allNodes.first { $0.accessibility.identifier == identifier }
    }

    /// What tapping the node does: its button action, else its `onTap`.
    public var tapAction: BoundAction? {
        if case .button(let button) = content, let action = button.action { return action }
        return onTap
    }

    /// The node's text field, when it is one.
    public var textField: TextField? {
        if case .textField(let field) = content { return field }
        return nil
    }

    public var isPlaceholder: Bool {
        if case .placeholder = content { return true }
        return false
    }

    public var isProgress: Bool {
        if case .progress = content { return true }
        return false
    }
}
