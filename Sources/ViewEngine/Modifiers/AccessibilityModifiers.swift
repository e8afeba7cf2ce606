extension RenderModifier {
    /// What VoiceOver (and the browser's accessibility tree) says and does with the view.
    public enum Accessibility: Sendable {
        case label(String)
        case hint(String)
        case value(String)
        case identifier(String)
        case hidden(Bool)
        case addTraits([AccessibilityTrait])
        case removeTraits([AccessibilityTrait])
        case sortPriority(Double)
        case element(children: AccessibilityChildren)
        case action(name: String, action: BoundAction)
        case heading(level: Int)
    }

    public enum AccessibilityTrait: String, Sendable, CaseIterable {
        case isButton, isHeader, isLink, isImage, isSelected, isStaticText, isSearchField, isToggle, isModal, isSummaryElement
    }

    public enum AccessibilityChildren: String, Sendable, CaseIterable {
        case combine, contain, ignore
    }
}

extension RenderModifier.Accessibility {
    static func text(_ name: String, summary: String, example: String, web: WebSupport = .full, _ make: @escaping @Sendable (String) -> RenderModifier.Accessibility) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .accessibility, summary: summary, example: "{\"\(name)\": \"\(example)\"}", arguments: [ModifierArgument("text", .text, required: true)], web: web
        ) { $0.text("text").map { .accessibility(make($0)) } }
    }

    static func traits(_ name: String, summary: String, example: String, web: WebSupport, _ make: @escaping @Sendable ([RenderModifier.AccessibilityTrait]) -> RenderModifier.Accessibility) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .accessibility, summary: summary + " (one trait; repeat the modifier for more)", example: "{\"\(name)\": \"\(example)\"}",
            arguments: [.choice("trait", RenderModifier.AccessibilityTrait.self, required: true)], web: web
        ) { $0.choice("trait", RenderModifier.AccessibilityTrait.self).map { .accessibility(make([$0])) } }
    }

    static let descriptors: [ModifierDescriptor] = [
        text("accessibilityLabel", summary: "What VoiceOver reads for the view instead of its content", example: "Play episode") { .label($0) },
        text("accessibilityHint", summary: "What happens when the view is activated, read after a pause", example: "Opens the episode") { .hint($0) },
        text(
            "accessibilityValue", summary: "The view's current value (a rating, a progress)", example: "3 of 5",
            web: .partial("aria-valuetext is read only for views whose role has a value (sliders, progress bars)")
        ) { .value($0) },
        text("accessibilityIdentifier", summary: "A stable name for UI tests (data-testid in the browser)", example: "play-button") { .identifier($0) },
        ModifierDescriptor(
            "accessibilityHidden", .accessibility, summary: "Hides the view (and its children) from VoiceOver", example: #"{"accessibilityHidden": true}"#,
            arguments: [ModifierArgument("hidden", .bool, default: true)]
        ) { .accessibility(.hidden($0.bool("hidden") ?? true)) },
        traits(
            "accessibilityAddTraits", summary: "Adds a trait: button, header, link, image, selected…", example: "isHeader",
            web: .partial("button, header, link, image, search field, toggle, modal and selected map to ARIA; static text and summary element have no ARIA role")
        ) { .addTraits($0) },
        traits(
            "accessibilityRemoveTraits", summary: "Removes a trait the view has", example: "isImage",
            web: .partial("removing a trait removes the ARIA role the view was given; native roles of buttons and links stay")
        ) { .removeTraits($0) },
        ModifierDescriptor(
            "accessibilitySortPriority", .accessibility, summary: "Higher values are read first among siblings", example: #"{"accessibilitySortPriority": 1}"#,
            arguments: [ModifierArgument("priority", .number, required: true)],
            web: .none("screen readers in the browser follow the page order")
        ) { .accessibility(.sortPriority($0.number("priority") ?? 0)) },
        ModifierDescriptor(
            "accessibilityElement", .accessibility, summary: "Makes the view one accessibility element: combine its children's text, contain them, or ignore them",
            example: #"{"accessibilityElement": "combine"}"#,
            arguments: [.choice("children", RenderModifier.AccessibilityChildren.self, default: .ignore)],
            web: .partial("combine and contain make an ARIA group; ignore hides the children, so give the view an accessibilityLabel")
        ) { $0.choice("children", RenderModifier.AccessibilityChildren.self).map { .accessibility(.element(children: $0)) } },
        ModifierDescriptor(
            "accessibilityAction", .accessibility, summary: "A named action VoiceOver users can pick from the actions rotor",
            example: #"{"accessibilityAction": {"named": "Mark as played", "action": {"actionType": "setState", "key": "played", "value": true}}}"#,
            arguments: [ModifierArgument("named", .text, required: true), ModifierArgument("action", .action, required: true)],
            web: .partial("a visually hidden button with that name, reachable by screen readers and the keyboard")
        ) { input in
            guard let name = input.text("named"), let action = input.action("action") else { return nil }
            return .accessibility(.action(name: name, action: action))
        },
        ModifierDescriptor(
            "accessibilityHeading", .accessibility, summary: "Marks the view as a heading of a level (h1…h6) for rotor navigation",
            example: #"{"accessibilityHeading": "h2"}"#, arguments: [ModifierArgument("level", .choice(["h1", "h2", "h3", "h4", "h5", "h6", "unspecified"]), required: true)]
        ) { .accessibility(.heading(level: Int(($0.text("level") ?? "").dropFirst()) ?? 0)) },
    ]
}
