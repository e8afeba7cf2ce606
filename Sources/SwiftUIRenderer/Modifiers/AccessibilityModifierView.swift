#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// What VoiceOver says and does with the view.
struct AccessibilityModifierView: ViewModifier {
    let modifier: RenderModifier.Accessibility
    @Environment(\.screenScope) private var scope

    func body(content: Content) -> some View {
        switch modifier {
        case .label(let label): content.accessibilityLabel(label)
        case .hint(let hint): content.accessibilityHint(hint)
        case .value(let value): content.accessibilityValue(value)
        case .identifier(let identifier): content.accessibilityIdentifier(identifier)
        case .hidden(let hidden): content.accessibilityHidden(hidden)
        case .addTraits(let traits): content.accessibilityAddTraits(Self.traits(traits))
        case .removeTraits(let traits): content.accessibilityRemoveTraits(Self.traits(traits))
        case .sortPriority(let priority): content.accessibilitySortPriority(priority)
        case .element(let children): content.accessibilityElement(children: children.swiftUI)
        case .action(let name, let action): content.accessibilityAction(named: name) { scope?.perform(action) }
        case .heading(let level): content.accessibilityHeading(Self.heading(level))
        }
    }

    static func traits(_ traits: [RenderModifier.AccessibilityTrait]) -> AccessibilityTraits {
        var result: AccessibilityTraits = []
        for trait in traits {
            switch trait {
            case .isButton: result.insert(.isButton)
            case .isHeader: result.insert(.isHeader)
            case .isLink: result.insert(.isLink)
            case .isImage: result.insert(.isImage)
            case .isSelected: result.insert(.isSelected)
            case .isStaticText: result.insert(.isStaticText)
            case .isSearchField: result.insert(.isSearchField)
            case .isToggle: result.insert(.isToggle)
            case .isModal: result.insert(.isModal)
            case .isSummaryElement: result.insert(.isSummaryElement)
            }
        }
        return result
    }

    static func heading(_ level: Int) -> AccessibilityHeadingLevel {
        switch level {
        case 1: return .h1
        case 2: return .h2
        case 3: return .h3
        case 4: return .h4
        case 5: return .h5
        case 6: return .h6
        default: return .unspecified
        }
    }
}

extension RenderModifier.AccessibilityChildren {
    var swiftUI: AccessibilityChildBehavior {
        switch self {
        case .combine: return .combine
        case .contain: return .contain
        case .ignore: return .ignore
        }
    }
}
#endif
