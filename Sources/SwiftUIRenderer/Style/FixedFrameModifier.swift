#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `width` and `height` (one `frame` call, as SwiftUI takes both axes together). A width or
/// height of "infinity" means "fill", which SwiftUI spells as a maximum: a fixed infinite
/// frame is invalid.
struct FixedFrameModifier: ViewModifier {
    let width: ViewEngine.Dimension?
    let height: ViewEngine.Dimension?

    func body(content: Content) -> some View {
        if width == nil && height == nil {
            content
        } else {
            content
                .frame(width: fixed(width), height: fixed(height))
                .frame(maxWidth: width == .infinity ? .infinity : nil, maxHeight: height == .infinity ? .infinity : nil)
        }
    }

    private func fixed(_ dimension: ViewEngine.Dimension?) -> CGFloat? {
        guard case .points(let value)? = dimension else { return nil }
        return CGFloat(value)
    }
}
#endif
