#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `transition` + `animationKey`: the node takes the key as its identity, so a new key is a
/// new view that enters with the transition, animated by its stable container.
struct TransitionModifier: ViewModifier {
    let transition: RenderNode.Transition?

    func body(content: Content) -> some View {
        if let transition {
            ZStack {
                content
                    .id(transition.key)
                    .transition(transition.kind.swiftUI)
            }
            .animation(.easeInOut(duration: 0.35), value: transition.key)
        } else {
            content
        }
    }
}

extension RenderNode.Transition.Kind {
    var swiftUI: AnyTransition {
        switch self {
        case .opacity: return .opacity
        case .slide: return .slide
        case .scale: return .scale
        }
    }
}
#endif
