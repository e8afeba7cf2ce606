#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Fonts, text attributes and line layout; like SwiftUI's, they reach all text inside.
struct TextModifierView: ViewModifier {
    let modifier: RenderModifier.Text
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    func body(content: Content) -> some View {
        switch modifier {
        case .font(let font): content.modifier(ScaledFontModifier(font: font))
        case .fontWeight(let weight): content.fontWeight(weight.swiftUI)
        case .fontDesign(let design): content.fontDesign(design.swiftUI)
        case .fontWidth(let width): content.fontWidth(width.swiftUI)
        case .bold(let isActive): content.bold(isActive)
        case .italic(let isActive): content.italic(isActive)
        case .underline(let isActive, let color): content.underline(isActive, color: color?.color(for: colorScheme))
        case .strikethrough(let isActive, let color): content.strikethrough(isActive, color: color?.color(for: colorScheme))
        case .kerning(let value): content.kerning(CGFloat(value))
        case .tracking(let value): content.tracking(CGFloat(value))
        case .baselineOffset(let value): content.baselineOffset(CGFloat(value))
        case .lineSpacing(let value): content.lineSpacing(CGFloat(value))
        case .lineLimit(let limit, let reservesSpace):
            // Lifted at accessibility sizes, like a text node's own limit (TextNodeView).
            if dynamicTypeSize.isAccessibilitySize { content.lineLimit(nil) } else { content.lineLimit(limit, reservesSpace: reservesSpace) }
        case .multilineTextAlignment(let alignment): content.multilineTextAlignment(alignment.swiftUI)
        case .truncationMode(let mode): content.truncationMode(mode.swiftUI)
        case .minimumScaleFactor(let factor): content.minimumScaleFactor(CGFloat(factor))
        case .allowsTightening(let flag): content.allowsTightening(flag)
        case .textCase(let textCase): content.textCase(textCase.map { $0 == .uppercase ? .uppercase : .lowercase })
        case .monospacedDigit: content.monospacedDigit()
        case .monospaced(let isActive): content.monospaced(isActive)
        case .textSelection(let enabled):
            if enabled { content.textSelection(.enabled) } else { content.textSelection(.disabled) }
        }
    }
}

extension RenderModifier.FontWidth {
    var swiftUI: Font.Width {
        switch self {
        case .compressed: return .compressed
        case .condensed: return .condensed
        case .standard: return .standard
        case .expanded: return .expanded
        }
    }
}

extension RenderModifier.TruncationMode {
    var swiftUI: Text.TruncationMode {
        switch self {
        case .head: return .head
        case .middle: return .middle
        case .tail: return .tail
        }
    }
}
#endif
