extension RenderModifier {
    /// Animations and environment values.
    public enum Animation: Sendable {
        /// `value`: what the animation follows (SwiftUI's `animation(_:value:)`); nil: every change.
        case animation(curve: AnimationCurve, duration: Double, value: String?)
        /// `contentTransition`: how the view's content animates when it changes in place
        /// (SwiftUI's `contentTransition(_:)`); the browser does not animate it.
        case contentTransition(ContentTransition)
        /// `colorScheme` or `preferredColorScheme`: draws the view and its children in light or
        /// dark appearance (SwiftUI's `environment(\.colorScheme)`).
        case colorScheme(AppColorScheme)
        /// `dynamicTypeSize`: the text sizes the view's text follows (SwiftUI's
        /// `dynamicTypeSize(_:)`: one size, or a range); outside it, the nearest end. An end
        /// not written is open (`xSmall`, `accessibility5`); two ends written the wrong way
        /// round are swapped, as SwiftUI's range would trap.
        case dynamicTypeSize(ClosedRange<TextSize>)
        /// `transition`: how the view animates in and out when it is inserted or removed; the
        /// browser does not animate it.
        case transition(Transition)
    }

    /// How a view animates in and out when it is inserted or removed.
    public enum Transition: Sendable, Hashable {
        /// SwiftUI's `.identity`: the view appears and disappears without animating.
        case identity
        /// SwiftUI's `.opacity`: the view fades in and out.
        case opacity
        /// SwiftUI's `.slide`: in from the leading edge, out towards the trailing edge.
        case slide
        /// SwiftUI's `.scale`: the view grows from nothing and shrinks away.
        case scale
        /// SwiftUI's `.move(edge:)`: in from and out towards the edge (JSON `edge`, default `bottom`).
        case move(edge: Edge)
        /// SwiftUI's `.push(from:)`: in from the edge, out towards the opposite one, fading (JSON
        /// `edge`, default `bottom`).
        case push(from: Edge)
    }

    /// The edge a `move` or `push` transition uses: SwiftUI's `Edge`; leading and trailing
    /// follow the layout direction.
    public enum Edge: String, Sendable, CaseIterable {
        /// SwiftUI's `Edge.top`.
        case top
        /// SwiftUI's `Edge.bottom`, the JSON default.
        case bottom
        /// SwiftUI's `Edge.leading`: the left in left-to-right languages.
        case leading
        /// SwiftUI's `Edge.trailing`: the right in left-to-right languages.
        case trailing
    }

    /// The timing curve of the `animation` modifier (JSON `curve`, default `default`); each but
    /// `default` lasts the modifier's `duration`.
    public enum AnimationCurve: String, Sendable, CaseIterable {
        /// SwiftUI's `Animation.default`, which keeps its own duration and ignores `duration`.
        case `default`
        /// SwiftUI's `.linear(duration:)`: constant speed.
        case linear
        /// SwiftUI's `.easeIn(duration:)`: starts slowly.
        case easeIn
        /// SwiftUI's `.easeOut(duration:)`: ends slowly.
        case easeOut
        /// SwiftUI's `.easeInOut(duration:)`: starts and ends slowly.
        case easeInOut
        /// SwiftUI's `.spring(duration:)`: a spring that settles within `duration`.
        case spring
        /// SwiftUI's `.bouncy(duration:)`: a spring that overshoots.
        case bouncy
        /// SwiftUI's `.smooth(duration:)`: a spring that does not overshoot.
        case smooth
        /// SwiftUI's `.snappy(duration:)`: a quick spring with little overshoot.
        case snappy
    }

    /// How changed content animates: SwiftUI's `ContentTransition`.
    public enum ContentTransition: String, Sendable, CaseIterable {
        /// SwiftUI's `.identity`: the new content replaces the old without animating.
        case identity
        /// SwiftUI's `.opacity`: the old content fades out as the new fades in.
        case opacity
        /// SwiftUI's `.interpolate`: text with the same string animates between its styles (weight, colour).
        case interpolate
        /// SwiftUI's `.numericText()`: digits roll to their new values.
        case numericText
    }

    /// SwiftUI's `DynamicTypeSize` cases, smallest first: ``TextSize``'s names.
    public static let dynamicTypeSizes = TextSize.allCases.map(\.rawValue)
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
            "dynamicTypeSize", .animation, summary: "Holds the view's text at one Dynamic Type size, or within a range of them",
            example: #"{"dynamicTypeSize": {"maximum": "xxLarge"}}"#,
            arguments: [
                ModifierArgument("size", .choice(RenderModifier.dynamicTypeSizes)), ModifierArgument("minimum", .choice(RenderModifier.dynamicTypeSizes)),
                ModifierArgument("maximum", .choice(RenderModifier.dynamicTypeSizes)),
            ],
            web: .partial("text sizes are held as on iOS, but rows still wrap and line limits lift at accessibility sizes")
        ) { input in
            // `{"dynamicTypeSize": "large"}`: that one size, as SwiftUI's dynamicTypeSize(_:).
            if let size = input.text("size").flatMap(TextSize.init(name:)) { return .animation(.dynamicTypeSize(size...size)) }
            let ends = [input.text("minimum").flatMap(TextSize.init(name:)) ?? .xSmall, input.text("maximum").flatMap(TextSize.init(name:)) ?? .accessibility5]
            return .animation(.dynamicTypeSize(ends.min()!...ends.max()!))
        },
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
