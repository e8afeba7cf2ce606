extension PaintTemplate {
    /// The paint with its colours resolved against `theme` and its view node resolved by
    /// `view`; nil when a colour is unknown (validation reports those) or the view is hidden.
    func resolved(theme: Theme, view: (ViewNode) -> RenderNode?) -> ResolvedPaint? {
        switch self {
        case .color(let reference): return theme.color(reference).map(ResolvedPaint.color)
        case .hierarchical(let level): return .hierarchical(level)
        case .gradient(let gradient):
            let resolved: GradientPaint<ResolvedColor>? = gradient.map { theme.color($0) }
            return resolved.map { ResolvedPaint.gradient($0) }
        case .shape(let shape, let fill): return fill.resolved(theme: theme, view: view).map { ResolvedPaint.shape(shape, fill: $0) }
        case .view(let node, let alignment): return view(node).map { ResolvedPaint.view($0, alignment: alignment) }
        }
    }

    /// The colours the paint names, for validation.
    var colorReferences: [ColorReference] {
        switch self {
        case .color(let reference): return [reference]
        case .hierarchical, .view: return []
        case .gradient(let gradient): return gradient.stops.map(\.color)
        case .shape(_, let fill): return fill.colorReferences
        }
    }
}
