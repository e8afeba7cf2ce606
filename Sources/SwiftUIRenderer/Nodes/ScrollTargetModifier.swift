#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Gives a node that has an `id` that identity, so the screen's `ScrollViewReader` finds it
/// when a `scrollTo` action names it. The id is written in the bundle and never changes, so
/// the node keeps its state across renders.
struct ScrollTargetModifier: ViewModifier {
    let id: String?

    func body(content: Content) -> some View {
        if let id { content.id(id) } else { content }
    }
}

/// Scrolls to the node a screen's `scrollTo` request names, once per request (the request's
/// serial changes with every `scrollTo`; drawing the screen again does not scroll).
struct ScrollRequestModifier: ViewModifier {
    let request: ScrollRequest?
    let proxy: ScrollViewProxy

    func body(content: Content) -> some View {
        content.onChange(of: request) { _, request in
            guard let request else { return }
            let anchor = request.anchor?.swiftUI
            if request.animated {
                withAnimation { proxy.scrollTo(request.id, anchor: anchor) }
            } else {
                proxy.scrollTo(request.id, anchor: anchor)
            }
        }
    }
}
#endif
