/// The keys a style preset or an `inlineStyle` may set, in the order they are applied: font →
/// colour → padding → frame → flexible frame → background → border → clip → corner radius →
/// shadow → opacity → text alignment (the order that makes SwiftUI cards look right).
///
/// Each key is sugar for a modifier: its value decodes through that modifier's descriptor,
/// as one argument (`fontSize` is the `size` of `font`) or as the whole argument list
/// (`padding`, `border`, `shadow`, written as in a `modifiers` entry), and the keys of one
/// ``StyleSlot`` resolve together into one ``RenderModifier`` with the descriptor's `make`.
public enum StyleKey: Int, Sendable, CaseIterable {
    case font, fontSize, fontWeight, fontDesign
    case foregroundColor
    case padding
    case width, height
    case minWidth, minHeight, maxWidth, maxHeight
    case backgroundColor
    case border
    case clipShape
    case cornerRadius
    case shadow
    case opacity
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
    case font, foreground, padding, frame, flexibleFrame, background, border, clipShape, cornerRadius, shadow, opacity, textAlignment

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
