extension RenderModifier {
    /// What VoiceOver (and the browser's accessibility tree) says and does with the view.
    public enum Accessibility: Sendable {
        /// `accessibilityLabel`: what VoiceOver reads instead of the view's content (`aria-label` in the browser).
        case label(String)
        /// `accessibilityHint`: what activating the view does, read after a pause.
        case hint(String)
        /// `accessibilityValue`: the view's current value (a rating, a progress); the browser sets
        /// `aria-valuetext` on range widgets and adds text only screen readers read elsewhere.
        case value(String)
        /// `accessibilityIdentifier`: a stable name for UI tests, never read aloud (`data-testid` in the browser).
        case identifier(String)
        /// `accessibilityHidden` (JSON default `true`): `true` hides the view and its children from VoiceOver.
        case hidden(Bool)
        /// `accessibilityAddTraits`: one trait from JSON (repeat the modifier for more); the browser
        /// gives most of them an ARIA role.
        case addTraits([AccessibilityTrait])
        /// `accessibilityRemoveTraits`: one trait from JSON; the browser drops the ARIA role a trait
        /// gave, but not the native role of a button or link.
        case removeTraits([AccessibilityTrait])
        /// `accessibilitySortPriority`: siblings with a higher value are read first (default 0);
        /// the browser ignores it and reads in page order.
        case sortPriority(Double)
        /// `accessibilityElement` (JSON default `ignore`): how the view's children make up its
        /// accessibility element; an ARIA group in the browser, or role `img` for `ignore`.
        case element(children: AccessibilityChildren)
        /// `accessibilityAction`: an action named `name` in VoiceOver's actions rotor; the browser
        /// adds a visually hidden button that runs it.
        case action(name: String, action: BoundAction)
        /// `accessibilityHeading`: the level 1–6 from JSON `h1`…`h6`; 0 for `unspecified`, which
        /// the browser writes as `aria-level` 2.
        case heading(level: Int)
    }

    /// A trait `accessibilityAddTraits` and `accessibilityRemoveTraits` name: one of SwiftUI's
    /// `AccessibilityTraits`, spelled as in SwiftUI.
    public enum AccessibilityTrait: String, Sendable, CaseIterable {
        /// SwiftUI's `.isButton`; ARIA role `button`, focusable, in the browser.
        case isButton
        /// SwiftUI's `.isHeader`; ARIA role `heading` at level 2 unless the view has a level.
        case isHeader
        /// SwiftUI's `.isLink`; ARIA role `link`, focusable, in the browser.
        case isLink
        /// SwiftUI's `.isImage`; ARIA role `img` in the browser.
        case isImage
        /// SwiftUI's `.isSelected`; `aria-selected="true"` in the browser.
        case isSelected
        /// SwiftUI's `.isStaticText`; no ARIA counterpart, so the browser leaves the view as it is.
        case isStaticText
        /// SwiftUI's `.isSearchField`; ARIA role `searchbox` in the browser.
        case isSearchField
        /// SwiftUI's `.isToggle`; ARIA role `switch` in the browser.
        case isToggle
        /// SwiftUI's `.isModal`: VoiceOver ignores what is outside the view; ARIA role `dialog` with `aria-modal`.
        case isModal
        /// SwiftUI's `.isSummaryElement`, read when the app starts; no ARIA counterpart.
        case isSummaryElement
    }

    /// How `accessibilityElement` treats the view's children: SwiftUI's `AccessibilityChildBehavior`.
    public enum AccessibilityChildren: String, Sendable, CaseIterable {
        /// SwiftUI's `.combine`: one element that reads its children's labels together.
        case combine
        /// SwiftUI's `.contain`: a container whose children stay separate elements.
        case contain
        /// SwiftUI's `.ignore`: one element that hides its children, so it needs an `accessibilityLabel`.
        case ignore
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
