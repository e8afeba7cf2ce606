#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `minWidth`, `minHeight`, `maxWidth` and `maxHeight` (one flexible `frame` call). Content
/// inside a widened frame follows the node's text alignment, so a leading title given
/// `maxWidth: infinity` stays at the leading edge instead of moving to the centre.
struct FlexibleFrameModifier: ViewModifier {
    let minWidth: ViewEngine.Dimension?
    let minHeight: ViewEngine.Dimension?
    let maxWidth: ViewEngine.Dimension?
    let maxHeight: ViewEngine.Dimension?
    let alignment: ViewEngine.TextAlignment?

    func body(content: Content) -> some View {
        if minWidth == nil && minHeight == nil && maxWidth == nil && maxHeight == nil {
            content
        } else {
            content.frame(
                minWidth: minWidth?.points, maxWidth: maxWidth?.points, minHeight: minHeight?.points, maxHeight: maxHeight?.points,
                alignment: frameAlignment)
        }
    }

    private var frameAlignment: Alignment {
        switch alignment {
        case .leading?: return .leading
        case .trailing?: return .trailing
        case .center?, nil: return .center
        }
    }
}
#endif
