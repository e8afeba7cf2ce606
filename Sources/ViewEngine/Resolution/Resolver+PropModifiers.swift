extension Resolver {
    /// The node's props that are modifiers (``PropModifier``), made by their descriptors like
    /// any modifier (bound values evaluated and checked, static lists cached) and folded into
    /// the node's own fields, which renderers draw as they did when these were plain props.
    func foldPropModifiers(_ node: ViewNode, _ context: DataContext, depth: ResolutionDepth, into rendered: inout RenderNode) {
        var transition: RenderNode.Transition.Kind?
        var key: String?
        for modifier in resolvedModifiers(node.propModifiersStorage, in: context, depth: depth) {
            switch modifier {
            case .accessibility(.label(let text)): rendered.accessibility.label = text
            case .accessibility(.hint(let text)): rendered.accessibility.hint = text
            case .accessibility(.identifier(let text)): rendered.accessibility.identifier = text
            case .accessibility(.hidden(let hidden)): rendered.accessibility.isHidden = hidden
            case .interaction(.onTapGesture(_, let action)): rendered.onTap = action
            case .animation(.transition(let kind)): transition = RenderNode.Transition.Kind(kind)
            case .animation(.animation(_, _, let value)): key = value
            case .text(.lineLimit(let limit, _)):
                guard case .text(var text) = rendered.content else { continue }
                text.lineLimit = limit
                rendered.content = .text(text)
            case .image(.resizable):
                guard case .image(var image) = rendered.content else { continue }
                image.isResizable = true
                rendered.content = .image(image)
            case .layout(.aspectRatio(let ratio, let contentMode)):
                guard case .image(var image) = rendered.content else { continue }
                image.aspectRatio = ratio
                image.contentMode = contentMode
                rendered.content = .image(image)
            default:
                // Only the links in the node specs reach here, and each is a case above.
                continue
            }
        }
        // An entry transition needs the key whose change starts it (validation warns otherwise).
        if let key { rendered.transition = RenderNode.Transition(kind: transition ?? .opacity, key: key) }
    }
}

extension RenderNode.Transition.Kind {
    /// The entry animations a node's `transition` prop names; others fade.
    init(_ transition: RenderModifier.Transition) {
        switch transition {
        case .slide: self = .slide
        case .scale: self = .scale
        case .opacity, .identity, .move, .push: self = .opacity
        }
    }
}
