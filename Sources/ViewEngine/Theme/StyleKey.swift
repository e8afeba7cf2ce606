/// The keys a style preset or an `inlineStyle` may set, in the order they are applied: font →
/// colour → padding → frame → flexible frame → background → border → clip → corner radius →
/// shadow → opacity → text alignment (the order that makes SwiftUI cards look right).
///
/// Each key is sugar for a modifier: its value decodes through that modifier's descriptor,
/// as one argument (`fontSize` is the `size` of `font`) or as the whole argument list
/// (`padding`, `border`, `shadow`, written as in a `modifiers` entry), and the keys of one
/// ``StyleSlot`` resolve together into one ``RenderModifier`` with the descriptor's `make`.
public enum StyleKey: Int, Sendable, CaseIterable {
    /// A text style or theme font name (`"font": "headline"`); the `font` argument of `font`.
    case font
    /// The font's size in points, over the named font's; the `size` argument of `font`.
    case fontSize
    /// A ``FontWeight`` name (`"bold"`); the `weight` argument of `font`.
    case fontWeight
    /// A ``FontDesign`` name (`"rounded"`); the `design` argument of `font`.
    case fontDesign
    /// The colour of text and symbols, a hex value or a colour name; the `color` of `foregroundColor`.
    case foregroundColor
    /// Points on every edge (`12`) or per edge (`{"horizontal": 16, "vertical": 8}`), as in `padding`.
    case padding
    /// A fixed width in points, or `"infinity"` to fill the width offered; `frame(width:)`.
    case width
    /// A fixed height in points, or `"infinity"` to fill the height offered; `frame(height:)`.
    case height
    /// The least width in points; `frame(minWidth:)`, applied outside `width` and `height`.
    case minWidth
    /// The least height in points; `frame(minHeight:)`, applied outside `width` and `height`.
    case minHeight
    /// The greatest width in points, or `"infinity"` to take all the width offered; `frame(maxWidth:)`.
    case maxWidth
    /// The greatest height in points, or `"infinity"` to take all the height offered; `frame(maxHeight:)`.
    case maxHeight
    /// A colour drawn behind the padded, framed box; unlike the `background` modifier, a colour only.
    case backgroundColor
    /// `{"color": "red", "width": 2}`: a line drawn inside the bounds, 1 point wide unless given.
    case border
    /// A shape the box is clipped to (`"circle"`, `{"roundedRectangle": 8}`); the `shape` of `clipShape`.
    case clipShape
    /// A radius in points: clips the box to a rounded rectangle, as `cornerRadius` does.
    case cornerRadius
    /// `{"radius": 4, "y": 2}`: a drop shadow; `color` is `#00000055` and `x`, `y` are 0 unless given.
    case shadow
    /// A 0–1 fraction for the whole box, 0 invisible and 1 opaque; the `value` of `opacity`.
    case opacity
    /// `leading`, `center` or `trailing`: how lines of multi-line text align; `multilineTextAlignment`.
    case textAlignment

    /// The key as written in JSON (the case's name).
    public var name: String { Self.names[rawValue] }

    /// `allCases` made once: the synthesized property builds a new array per call, and
    /// decoding and resolving walk the keys for every style.
    static let all = allCases

    /// Every key's name, in application order.
    public static let names = all.map { String(describing: $0) }

    /// The key written `name`, by a scan of a short table (comparing small strings is cheaper
    /// than hashing them).
    static func named(_ name: String) -> StyleKey? {
        for key in all where key.name == name { return key }
        return nil
    }

    /// The modifier the key writes, and the argument it sets there (nil: the value is the
    /// whole argument list).
    var target: (slot: StyleSlot, label: String?) {
        switch self {
        case .font: return (.font, "font")
        case .fontSize: return (.font, "size")
        case .fontWeight: return (.font, "weight")
        case .fontDesign: return (.font, "design")
        case .foregroundColor: return (.foreground, "color")
        case .padding: return (.padding, nil)
        case .width, .height: return (.frame, name)
        case .minWidth, .minHeight, .maxWidth, .maxHeight: return (.flexibleFrame, name)
        case .backgroundColor: return (.background, "content")
        case .border: return (.border, nil)
        case .clipShape: return (.clipShape, "shape")
        case .cornerRadius: return (.cornerRadius, "radius")
        case .shadow: return (.shadow, nil)
        case .opacity: return (.opacity, "value")
        case .textAlignment: return (.textAlignment, "alignment")
        }
    }

    /// What the key stands for, for the reference: "the `size` argument of `font`".
    public var sugarDescription: String {
        let (slot, label) = target
        guard let label else { return "`\(slot.modifierName)`, its arguments written as in `modifiers`" }
        let type = argumentType.map { " (\($0.name))" } ?? ""
        return "the `\(label)` argument of `\(slot.modifierName)`\(type)"
    }

    /// The type a one-argument key accepts: its argument's, except that `backgroundColor` is
    /// a colour only (a `background` modifier also takes gradients, shapes and views).
    var argumentType: ArgumentType? {
        if self == .backgroundColor { return .color }
        guard let label = target.label else { return nil }
        return target.slot.descriptor.argument(named: label)?.type
    }
}

/// The modifiers style keys resolve into, one per slot, in application order. Two slots may
/// share a modifier: `width`/`height` are one `frame` and `minWidth`…`maxHeight` a second one
/// outside it, as SwiftUI applies `.frame(width:height:)` before `.frame(minWidth:…)`.
public enum StyleSlot: Int, Sendable, CaseIterable {
    /// `font`, `fontSize`, `fontWeight` and `fontDesign` together: SwiftUI's `.font(_:)`.
    case font
    /// `foregroundColor`: SwiftUI's `.foregroundStyle(_:)` with a colour.
    case foreground
    /// `padding`: SwiftUI's `.padding(_:)`.
    case padding
    /// `width` and `height`: SwiftUI's `.frame(width:height:)`.
    case frame
    /// `minWidth` … `maxHeight`: SwiftUI's `.frame(minWidth:maxWidth:minHeight:maxHeight:)`,
    /// outside the fixed frame.
    case flexibleFrame
    /// `backgroundColor`: SwiftUI's `.background(_:)` with a colour.
    case background
    /// `border`: the `border` modifier's line; in a style it follows the clip shape or corner radius.
    case border
    /// `clipShape`: SwiftUI's `.clipShape(_:)`.
    case clipShape
    /// `cornerRadius`: a clip to a continuous rounded rectangle of that radius.
    case cornerRadius
    /// `shadow`: SwiftUI's `.shadow(color:radius:x:y:)`.
    case shadow
    /// `opacity`: SwiftUI's `.opacity(_:)`.
    case opacity
    /// `textAlignment`: SwiftUI's `.multilineTextAlignment(_:)`.
    case textAlignment

    var modifierName: String {
        switch self {
        case .font: return "font"
        case .foreground: return "foregroundColor"
        case .padding: return "padding"
        case .frame, .flexibleFrame: return "frame"
        case .background: return "background"
        case .border: return "border"
        case .clipShape: return "clipShape"
        case .cornerRadius: return "cornerRadius"
        case .shadow: return "shadow"
        case .opacity: return "opacity"
        case .textAlignment: return "multilineTextAlignment"
        }
    }

    /// Text attributes a renderer can set on any element; the other slots draw a box.
    public var isTextAttribute: Bool { self == .font || self == .foreground || self == .textAlignment }

    // Looked up once; `StyleKeyTests` checks that every slot names a descriptor.
    private static let descriptors = allCases.map { ModifierCatalog.descriptor(named: $0.modifierName) }

    var descriptor: ModifierDescriptor {
        guard let descriptor = Self.descriptors[rawValue] else { preconditionFailure("style slot \(self) names no modifier") }
        return descriptor
    }
}
