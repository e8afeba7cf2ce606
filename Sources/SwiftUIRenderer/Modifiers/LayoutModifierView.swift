#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Padding, frames, offsets and layering.
struct LayoutModifierView: ViewModifier {
    let modifier: RenderModifier.Layout

    func body(content: Content) -> some View {
        switch modifier {
        case .padding(let insets): content.padding(insets.swiftUI)
        case .frame(let width, let height, let alignment):
            // An infinite side fills: SwiftUI spells it as a maximum.
            content.frame(width: width?.fixedValue.map { CGFloat($0) }, height: height?.fixedValue.map { CGFloat($0) }, alignment: alignment.swiftUI)
                .frame(maxWidth: width == .infinity ? .infinity : nil, maxHeight: height == .infinity ? .infinity : nil, alignment: alignment.swiftUI)
        case .flexibleFrame(let frame):
            content.frame(
                minWidth: frame.minWidth?.points, idealWidth: frame.idealWidth?.points, maxWidth: frame.maxWidth?.points,
                minHeight: frame.minHeight?.points, idealHeight: frame.idealHeight?.points, maxHeight: frame.maxHeight?.points,
                alignment: frame.alignment.swiftUI)
        case .fixedSize(let horizontal, let vertical): content.fixedSize(horizontal: horizontal, vertical: vertical)
        case .layoutPriority(let priority): content.layoutPriority(priority)
        case .offset(let x, let y): content.offset(x: CGFloat(x), y: CGFloat(y))
        case .position(let x, let y): content.position(x: CGFloat(x), y: CGFloat(y))
        case .aspectRatio(let ratio, let mode): content.aspectRatio(ratio.map { CGFloat($0) }, contentMode: mode == .fill ? .fill : .fit)
        case .ignoresSafeArea(let regions, let edges): content.ignoresSafeArea(regions.swiftUI, edges: edges.swiftUI)
        case .safeAreaPadding(let insets): content.safeAreaPadding(insets.swiftUI)
        case .zIndex(let value): content.zIndex(value)
        case .containerRelativeFrame(let horizontal, let vertical, let count, let span, let spacing):
            content.containerRelativeFrame(axes(horizontal, vertical), count: count, span: span, spacing: CGFloat(spacing))
        }
    }

    private func axes(_ horizontal: Bool, _ vertical: Bool) -> Axis.Set {
        var axes: Axis.Set = []
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        return axes
    }
}
#endif
