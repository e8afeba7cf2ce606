import ViewEngine

/// Walks resolved render trees the way a user reads a screen.
extension RenderNode {
    /// This node and every node below it, with list rows resolved and button labels included.
    var allNodes: [RenderNode] {
        [self] + directChildren.flatMap(\.allNodes)
    }

    /// Containers only; every other kind of node is a leaf here.
    private var directChildren: [RenderNode] {
        switch content {
        case .stack(let stack): return stack.children
        case .scroll(let scroll): return scroll.children
        case .list(let list): return list.rows.resolveAll()
        case .grid(let grid): return grid.children
        case .button(let button): return [button.label]
        case .navigationStack(let root): return [root]
        case .screen(let screen): return screen.body + screen.toolbar
        case .sheet(let sheet): return sheet.content.map { [$0] } ?? []
        case .custom(let custom): return custom.children
        default: return []
        }
    }

    /// Every text shown, in reading order.
    var texts: [String] {
        allNodes.compactMap { node in
            if case .text(let text) = node.content { return text.content }
            return nil
        }
    }

    /// The nodes with this accessibility identifier, in order.
    func nodes(identifier: String) -> [RenderNode] {
        allNodes.filter { $0.accessibility.identifier == identifier }
    }

    /// The first node with this accessibility identifier.
    func node(identifier: String) -> RenderNode? {
        allNodes.first { $0.accessibility.identifier == identifier }
    }

    /// The texts inside this node.
    var text: String { texts.joined(separator: " ") }

    /// What tapping the node does: its button action, else its `onTap`.
    var tapAction: BoundAction? {
        if case .button(let button) = content, let action = button.action { return action }
        return onTap
    }

    var isPlaceholder: Bool {
        if case .placeholder = content { return true }
        return false
    }
}
