extension RenderModifier {
    /// Animations and environment values.
    public enum Animation: Sendable {
        /// `value`: what the animation follows (SwiftUI's `animation(_:value:)`); nil: every change.
        case animation(curve: AnimationCurve, duration: Double, value: String?)
        case contentTransition(ContentTransition)
        case colorScheme(AppColorScheme)
        case dynamicTypeSize(minimum: String?, maximum: String?)
        case transition(Transition)
    }

    /// How a view animates in and out when it is inserted or removed.
    public enum Transition: Sendable, Hashable {
        case identity, opacity, slide, scale
        case move(edge: Edge)
        case push(from: Edge)
    }

    public enum Edge: String, Sendable, CaseIterable {
        case top, bottom, leading, trailing
    }

    public enum AnimationCurve: String, Sendable, CaseIterable {
        case `default`, linear, easeIn, easeOut, easeInOut, spring, bouncy, smooth, snappy
    }

    public enum ContentTransition: String, Sendable, CaseIterable {
        case identity, opacity, interpolate, numericText
    }

    /// SwiftUI's `DynamicTypeSize` cases, smallest first.
    public static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
}

extension RenderModifier.Animation {
    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "animation", .animation, summary: "Animates changes to the view with a curve and duration (when value is given, only when it changes between renders)",
            example: #"{"animation": {"curve": "easeInOut", "duration": 0.3}}"#,
            arguments: [
                .choice("curve", RenderModifier.AnimationCurve.self, default: .default), ModifierArgument("duration", .nonNegative, default: 0.35),
                ModifierArgument("value", .text),
            ],
            web: .none("the browser preview replaces the page on each change, so property changes are not animated")
        ) { .animation(.animation(curve: $0.choice("curve") ?? .default, duration: $0.number("duration") ?? 0.35, value: $0.text("value"))) },
        .choice(
            "contentTransition", .animation, "transition", RenderModifier.ContentTransition.self,
            summary: "How changed content animates: numericText rolls digits", example: .numericText,
            web: .none("the browser preview replaces the page on each change, so content changes are not animated")
        ) { .animation(.contentTransition($0)) },
        ModifierDescriptor(
            "preferredColorScheme", .animation, summary: "Asks for light or dark appearance for the view and what it presents",
            example: #"{"preferredColorScheme": "dark"}"#, arguments: [ModifierArgument("scheme", .choice(["light", "dark"]), required: true)],
            web: .partial("applies to the view and its children, not to the whole window")
        ) { $0.choice("scheme", AppColorScheme.self).map { .animation(.colorScheme($0)) } },
        ModifierDescriptor(
            "colorScheme", .animation, summary: "Draws the view in light or dark appearance (SwiftUI's environment(\\.colorScheme))",
            example: #"{"colorScheme": "dark"}"#, arguments: [ModifierArgument("scheme", .choice(["light", "dark"]), required: true)]
        ) { $0.choice("scheme", AppColorScheme.self).map { .animation(.colorScheme($0)) } },
        ModifierDescriptor(
            "dynamicTypeSize", .animation, summary: "Limits the text sizes the view follows to a range of Dynamic Type sizes",
            example: #"{"dynamicTypeSize": {"maximum": "xxLarge"}}"#,
            arguments: [ModifierArgument("minimum", .choice(RenderModifier.dynamicTypeSizes)), ModifierArgument("maximum", .choice(RenderModifier.dynamicTypeSizes))],
            web: .none("the browser preview draws text at one size, so the range changes nothing")
        ) { .animation(.dynamicTypeSize(minimum: $0.text("minimum"), maximum: $0.text("maximum"))) },
        ModifierDescriptor(
            "transition", .animation, summary: "How the view animates in and out when shown or hidden: opacity, slide, scale, move or push from an edge",
            example: #"{"transition": {"kind": "move", "edge": "bottom"}}"#,
            arguments: [ModifierArgument("kind", .choice(["identity", "opacity", "slide", "scale", "move", "push"]), required: true), .choice("edge", RenderModifier.Edge.self, default: .bottom)],
            web: .none("the browser preview replaces the page on each change, so views are not animated in or out")
        ) { input in
            let edge = input.choice("edge", RenderModifier.Edge.self) ?? .bottom
            switch input.text("kind") {
            case "identity": return .animation(.transition(.identity))
            case "opacity": return .animation(.transition(.opacity))
            case "slide": return .animation(.transition(.slide))
            case "scale": return .animation(.transition(.scale))
            case "move": return .animation(.transition(.move(edge: edge)))
            case "push": return .animation(.transition(.push(from: edge)))
            default: return nil
            }
        },
    ]
}
