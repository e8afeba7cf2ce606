#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

extension RenderNode.HorizontalAlignment {
    var swiftUI: HorizontalAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

extension RenderNode.VerticalAlignment {
    var swiftUI: VerticalAlignment {
        switch self {
        case .top: return .top
        case .center: return .center
        case .bottom: return .bottom
        case .firstTextBaseline: return .firstTextBaseline
        case .lastTextBaseline: return .lastTextBaseline
        }
    }
}

extension RenderNode.Alignment {
    var swiftUI: Alignment {
        Alignment(horizontal: horizontal.swiftUI, vertical: vertical.swiftUI)
    }
}

extension ViewEngine.TextAlignment {
    var swiftUI: SwiftUI.TextAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

extension ViewEngine.Dimension {
    /// Points, or `.infinity` for "fill the available space".
    var points: CGFloat {
        switch self {
        case .points(let value): return CGFloat(value)
        case .infinity: return .infinity
        }
    }
}
#endif
