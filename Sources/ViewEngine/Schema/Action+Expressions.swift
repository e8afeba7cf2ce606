extension Action {
    /// Every expression the action evaluates when it runs: its condition, its `else`, its
    /// fields and, in a sequence or parallel, its steps'.
    var expressions: [BindingExpression] {
        var found = condition.map { [$0] } ?? []
        if let otherwise { found += otherwise.expressions }
        switch kind {
        case .navigate(_, let params), .present(_, let params), .custom(_, let params):
            found += params?.expressions ?? []
        case .api(let endpoint, let params, _, _):
            found += endpoint.expressions + (params?.expressions ?? [])
        case .setState(let key, let value):
            found += key.expressions + value.expressions
        case .state(let action):
            found += action.expressions
        case .scrollTo(let id, _, _):
            found += id.expressions
        case .sequence(let steps), .parallel(let steps):
            found += steps.flatMap(\.expressions)
        case .dismiss, .back, .selectTab, .reload:
            break
        }
        return found
    }
}
