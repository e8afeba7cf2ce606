import ViewEngine

/// The `toolbar` items of a screen that the resolver leaves as modifiers, sorted by where the
/// navigation bar shows them on iOS: the leading side (`topBarLeading`, `cancellationAction`)
/// and the centre (`principal`, the last one written). Bottom-bar items are not drawn.
struct NavigationBarItems {
    var leading: [RenderNode] = []
    var principal: RenderNode?

    init(_ modifiers: [RenderModifier]) {
        for case .navigation(.toolbar(let item)) in modifiers {
            switch item.placement {
            case .topBarLeading, .cancellationAction: leading.append(item.content)
            case .principal: principal = item.content
            case .automatic, .topBarTrailing, .primaryAction, .confirmationAction, .bottomBar: break
            }
        }
    }
}
