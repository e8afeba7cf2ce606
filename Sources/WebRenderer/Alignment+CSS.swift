import ViewEngine

// The one mapping from the engine's alignments to flexbox and grid values, used by stacks,
// grids and the layers and frames of modifiers.

extension RenderNode.HorizontalAlignment {
    /// The value for `align-items`, `justify-items` or `justify-content` along a horizontal line.
    var flexValue: String {
        switch self {
        case .leading: return "flex-start"
        case .center: return "center"
        case .trailing: return "flex-end"
        }
    }
}

extension RenderNode.VerticalAlignment {
    /// The value for `align-items` of items side by side: the baselines line up their text.
    var itemsValue: String {
        switch self {
        case .top: return "flex-start"
        case .center: return "center"
        case .bottom: return "flex-end"
        case .firstTextBaseline: return "baseline"
        case .lastTextBaseline: return "last baseline"
        }
    }

    /// The value for placing one box in a taller one (`justify-content` of a column): a box
    /// alone has no baseline to share, so a baseline places it like the edge it is nearest.
    var positionValue: String {
        switch self {
        case .top, .firstTextBaseline: return "flex-start"
        case .center: return "center"
        case .bottom, .lastTextBaseline: return "flex-end"
        }
    }
}
