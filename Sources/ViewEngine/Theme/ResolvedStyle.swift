/// A node's final style: its presets' and inline style's keys, each slot made into its
/// modifier by the modifier's descriptor and folded into one box, plus the presets' modifiers.
///
/// Renderers draw the box in one fixed order (``StyleKey`` lists it): font and colour →
/// padding → frame (width/height, then min/max) → background → border → clip / corner radius →
/// shadow → opacity. One element (one CSS box, one chain of SwiftUI modifiers) draws it all,
/// so a card's padding, frame, background, rounded clip and shadow come out as one shape.
/// Fields are declared in that order; the SwiftUI coverage test reads them in it.
public struct ResolvedStyle: Sendable {
    /// From `font`, `fontSize`, `fontWeight` and `fontDesign`: SwiftUI's `.font(_:)`; nil keeps
    /// the inherited font.
    public internal(set) var font: ResolvedFont?
    /// From `foregroundColor`: SwiftUI's `.foregroundStyle(_:)`; nil keeps the inherited colour.
    public internal(set) var foregroundColor: ResolvedColor?
    /// From `padding`, in points per edge: SwiftUI's `.padding(_:)`; nil adds none.
    public internal(set) var padding: EdgeInsets?
    /// From `width`: the fixed frame's width, SwiftUI's `.frame(width:)`; nil sizes to the content.
    public internal(set) var width: Dimension?
    /// From `height`: the fixed frame's height, SwiftUI's `.frame(height:)`; nil sizes to the content.
    public internal(set) var height: Dimension?
    /// From `minWidth`: SwiftUI's `.frame(minWidth:)`, outside the fixed frame; nil sets no bound.
    public internal(set) var minWidth: Dimension?
    /// From `minHeight`: SwiftUI's `.frame(minHeight:)`, outside the fixed frame; nil sets no bound.
    public internal(set) var minHeight: Dimension?
    /// From `maxWidth`: SwiftUI's `.frame(maxWidth:)`; `.infinity` fills the width offered.
    public internal(set) var maxWidth: Dimension?
    /// From `maxHeight`: SwiftUI's `.frame(maxHeight:)`; `.infinity` fills the height offered.
    public internal(set) var maxHeight: Dimension?
    /// From `backgroundColor`: SwiftUI's `.background(_:)`, drawn behind the padded, framed box.
    public internal(set) var backgroundColor: ResolvedColor?
    /// From `border`: a line of that width drawn inside the box, following its `clipShape` or
    /// `cornerRadius` (a rounded card gets a rounded border), not SwiftUI's rectangular `.border`.
    public internal(set) var border: ResolvedBorder?
    /// From `clipShape`: SwiftUI's `.clipShape(_:)`, clipping the box with its background and border.
    public internal(set) var clipShape: ModifierShape?
    /// From `cornerRadius`, in points: clips the box to a continuous rounded rectangle; it is also
    /// the corner radius of a `roundedRectangle` clip shape.
    public internal(set) var cornerRadius: Double?
    /// From `shadow`: SwiftUI's `.shadow(color:radius:x:y:)`, cast by the clipped box.
    public internal(set) var shadow: ResolvedShadow?
    /// From `opacity`, a 0–1 fraction: SwiftUI's `.opacity(_:)` on the whole box; nil is opaque.
    public internal(set) var opacity: Double?
    /// From `textAlignment`: SwiftUI's `.multilineTextAlignment(_:)`; nil keeps the inherited one.
    public internal(set) var textAlignment: TextAlignment?
    /// The presets' modifiers, resolved; the resolver puts them before the node's own.
    public internal(set) var modifiers: [RenderModifier] = []
    /// The merged sheet this was resolved from: a component's use site merges its own sheet
    /// over it and resolves again, so the one merge decides there too.
    public internal(set) var sheet = StyleSheet()

    init() {}

    /// No style: nothing set and no modifiers, what a node without `style` or `inlineStyle` carries.
    public static let none = ResolvedStyle()

    /// Whether the sheet it came from sets no key and no modifier, so renderers add nothing.
    public var isEmpty: Bool { sheet.isEmpty }

    /// Whether a key outside the text attributes (font, colour, alignment) is set: then the
    /// style draws a box (padding, frame, background, …).
    public var drawsBox: Bool { StyleKey.all.contains { sheet.has($0) && !$0.target.slot.isTextAttribute } }

    /// Takes the value a slot's modifier sets. The slots' descriptors make only these cases.
    mutating func fold(_ modifier: RenderModifier) {
        switch modifier {
        case .text(.font(let value)): font = value
        case .drawing(.foregroundStyle(.color(let color))): foregroundColor = color
        case .layout(.padding(let insets)): padding = insets
        case .layout(.frame(let fixedWidth, let fixedHeight, _)):
            width = fixedWidth
            height = fixedHeight
        case .layout(.flexibleFrame(let frame)):
            minWidth = frame.minWidth
            minHeight = frame.minHeight
            maxWidth = frame.maxWidth
            maxHeight = frame.maxHeight
        case .drawing(.background(.color(let color))): backgroundColor = color
        case .drawing(.border(let color, let lineWidth)): border = ResolvedBorder(color: color, width: lineWidth)
        case .drawing(.clipShape(let shape)): clipShape = shape
        case .drawing(.cornerRadius(let radius)): cornerRadius = radius
        case .drawing(.shadow(let value)): shadow = value
        case .effect(.opacity(let value)): opacity = value
        case .text(.multilineTextAlignment(let alignment)): textAlignment = alignment
        default: break
        }
    }
}
