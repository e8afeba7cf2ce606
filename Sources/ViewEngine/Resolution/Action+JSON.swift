extension Action {
    /// A summary of the action for output (bindings shown as written).
    public var jsonValue: JSONValue {
        var o: JSONObject = ["actionType": .string(typeName)]
        switch kind {
        case .navigate(let screen, _), .present(let screen, _), .selectTab(let screen): o["screen"] = .string(screen)
        case .api(let endpoint, _, let resultKey, _):
            if case .literal(let text) = endpoint { o["endpoint"] = .string(text) }
            o["resultKey"] = resultKey.map(JSONValue.string)
        case .setState(let key, _): o["key"] = .string(key.source)
        case .state(let action): o["key"] = .string(action.key.source)
        case .scrollTo(let id, let anchor, let animated):
            if case .literal(let text) = id { o["id"] = .string(text) }
            if let anchor { o["anchor"] = ["x": .number(anchor.x), "y": .number(anchor.y)] }
            o["animated"] = .bool(animated)
        case .custom(let event, _): o["event"] = .string(event)
        case .sequence(let actions), .parallel(let actions): o["actions"] = .array(actions.map(\.jsonValue))
        case .dismiss, .back, .reload: break
        }
        if let condition { o["condition"] = .string(condition.source) }
        if let otherwise { o["else"] = otherwise.jsonValue }
        return .object(o)
    }
}
