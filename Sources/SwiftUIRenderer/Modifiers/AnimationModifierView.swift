#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Animations and environment values.
struct AnimationModifierView: ViewModifier {
    let modifier: RenderModifier.Animation

    func body(content: Content) -> some View {
        switch modifier {
        case .animation(let curve, let duration, let value):
            if let value {
                content.animation(curve.swiftUI(duration: duration), value: value)
            } else {
                content.transaction { $0.animation = curve.swiftUI(duration: duration) }
            }
        case .contentTransition(let transition): content.contentTransition(transition.swiftUI)
        case .colorScheme(let scheme): content.environment(\.colorScheme, scheme.swiftUI)
        case .dynamicTypeSize(let range): content.dynamicTypeSize(range.lowerBound.swiftUI...range.upperBound.swiftUI)
        case .transition(let transition): content.transition(transition.swiftUI)
        }
    }
}

extension RenderModifier.AnimationCurve {
    func swiftUI(duration: Double) -> Animation {
        switch self {
        case .default: return .default
        case .linear: return .linear(duration: duration)
        case .easeIn: return .easeIn(duration: duration)
        case .easeOut: return .easeOut(duration: duration)
        case .easeInOut: return .easeInOut(duration: duration)
        case .spring: return .spring(duration: duration)
        case .bouncy: return .bouncy(duration: duration)
        case .smooth: return .smooth(duration: duration)
        case .snappy: return .snappy(duration: duration)
        }
    }
}

extension RenderModifier.Transition {
    var swiftUI: AnyTransition {
        switch self {
        case .identity: return .identity
        case .opacity: return .opacity
        case .slide: return .slide
        case .scale: return .scale
        case .move(let edge): return .move(edge: edge.swiftUI)
        case .push(let edge): return .push(from: edge.swiftUI)
        }
    }
}

extension RenderModifier.Edge {
    var swiftUI: Edge {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        }
    }
}

extension RenderModifier.ContentTransition {
    var swiftUI: ContentTransition {
        switch self {
        case .identity: return .identity
        case .opacity: return .opacity
        case .interpolate: return .interpolate
        case .numericText: return .numericText()
        }
    }
}
#endif
