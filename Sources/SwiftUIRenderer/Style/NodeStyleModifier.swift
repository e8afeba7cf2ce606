#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A node's resolved style, one modifier per property, in the order ResolvedStyle documents:
/// font and colour → padding → frame (width/height, then min/max) → background → border →
/// clip / corner radius → shadow → opacity. Order matters in SwiftUI: padding inside the
/// background makes a card, the clip after the background rounds it, the shadow after the
/// clip follows the rounded shape.
///
/// The coverage test (Tests/SwiftUIRendererTests) reads this file to check that every
/// property of ``ViewEngine/ResolvedStyle`` is applied here.
struct NodeStyleModifier: ViewModifier {
    let style: ResolvedStyle

    func body(content: Content) -> some View {
        if style.isEmpty {
            content
        } else {
            content
                .modifier(FontModifier(font: style.font))
                .modifier(TextAlignmentModifier(alignment: style.textAlignment))
                .modifier(AdaptiveColorModifier(color: style.foregroundColor, place: .foreground))
                .modifier(PaddingModifier(padding: style.padding))
                .modifier(FixedFrameModifier(width: style.width, height: style.height))
                .modifier(
                    FlexibleFrameModifier(
                        minWidth: style.minWidth, minHeight: style.minHeight, maxWidth: style.maxWidth, maxHeight: style.maxHeight,
                        alignment: style.textAlignment))
                .modifier(AdaptiveColorModifier(color: style.backgroundColor, place: .background))
                .modifier(BorderModifier(border: style.border, shape: NodeShape(clipShape: style.clipShape, cornerRadius: style.cornerRadius)))
                .modifier(ClipShapeModifier(shape: NodeShape(clipShape: style.clipShape, cornerRadius: style.cornerRadius)))
                .modifier(ShadowModifier(shadow: style.shadow))
                .modifier(OpacityModifier(opacity: style.opacity))
        }
    }
}
#endif
