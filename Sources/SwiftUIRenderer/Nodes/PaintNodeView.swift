#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `color`, `linear_gradient`, `radial_gradient`, `angular_gradient`: SwiftUI's colour or
/// gradient as a view, filling the space offered.
struct PaintNodeView: View {
    let paint: ResolvedPaint

    var body: some View {
        PaintView(paint: paint)
    }
}
#endif
