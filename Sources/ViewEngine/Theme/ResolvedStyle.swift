/// A node's final style: its presets' and inline style's keys, each slot made into its
/// modifier by the modifier's descriptor and folded into one box, plus the presets' modifiers.
///
/// Renderers draw the box in one fixed order (``StyleKey`` lists it): font and colour →
/// padding → frame (width/height, then min/max) → background → border → clip / corner radius →
/// shadow → opacity. One element (one CSS box, one chain of SwiftUI modifiers) draws it all,
/// so a card's padding, frame, background, rounded clip and shadow come out as one shape.
/// Fields are declared in that order; the SwiftUI coverage test reads them in it.
public struct ResolvedStyle: Sendable {
    public internal(set) var font: ResolvedFont?
    public internal(set) var foregroundColor: ResolvedColor?
    public internal(set) var padding: EdgeInsets?
    public internal(set) var width: Dimension?
    public internal(set) var height: Dimension?
    public internal(set) var minWidth: Dimension?
    public internal(set) var minHeight: Dimension?
    public internal(set) var maxWidth: Dimension?
    public internal(set) var maxHeight: Dimension?
    public internal(set) var backgroundColor: ResolvedColor?
    public internal(set) var border: ResolvedBorder?
    public internal(set) var clipShape: ModifierShape?
    public internal(set) var cornerRadius: Double?
    public internal(set) var shadow: ResolvedShadow?
    public internal(set) var opacity: Double?
    public internal(set) var textAlignment: TextAlignment?
    /// The presets' modifiers, resolved; the resolver puts them before the node's own.
    public internal(set) var modifiers: [RenderModifier] = []
    /// The merged sheet this was resolved from: a component's use site merges its own sheet
    /// over it and resolves again, so the one merge decides there too.
    public internal(set) var sheet = StyleSheet()

    init() {}

    public static let none = ResolvedStyle()

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
