extension SchemaDecoder {
    /// A state action's `key`: a ``StateKey``, reported at the exact character when it is not one.
    mutating func stateKey(_ ref: JSONRef) -> StateKey? {
        guard let text = string(ref, "'key'") else { return nil }
        switch StateKey.parse(text, parser: parserHere) {
        case .success(let key):
            return key
        case .failure(let error):
            report(error.code, error.message, at: ref.source.inside(string: text, atScalar: error.offset))
            return nil
        }
    }

    /// Decodes the fields of a state action (`append`, `remove`, …) whose key is decoded.
    mutating func stateAction(_ typeName: String, key: StateKey, at source: SourceRef, field: (String) -> JSONRef?) -> StateAction? {
        func value(_ name: String, _ decoder: inout SchemaDecoder) -> ValueTemplate? {
            field(name).map { ref in decoder.at(name) { $0.valueTemplate(ref) } }
        }
        func needed(_ name: String, _ decoder: inout SchemaDecoder) -> ValueTemplate? {
            if let template = value(name, &decoder) { return template }
            decoder.report(.missingMember, "'\(typeName)' action needs '\(name)'", at: source)
            return nil
        }
        let operation: StateAction.Operation
        switch typeName {
        case "append":
            guard let item = needed("value", &self) else { return nil }
            operation = .append(item)
        case "insert":
            guard let item = needed("value", &self), let index = needed("index", &self) else { return nil }
            operation = .insert(item, index: index)
        case "remove":
            guard let selector = selector(typeName, at: source, field: field) else { return nil }
            operation = .remove(selector)
        case "update":
            guard let selector = selector(typeName, at: source, field: field), let changes = needed("value", &self) else { return nil }
            operation = .update(selector, value: changes)
        case "move":
            guard let from = needed("from", &self), let to = needed("to", &self) else { return nil }
            operation = .move(from: from, to: to)
        case "toggle":
            guard let item = needed("value", &self) else { return nil }
            let intent = value("intent", &self)
            if case .constant(let written)? = intent, StateEdit.ToggleIntent(rawValue: written.stringValue ?? "") == nil {
                at("intent") {
                    $0.report(.wrongType, "'intent' must be add, remove or toggle, found \(StateActionError.describe(written))", at: field("intent")?.source ?? source)
                }
                return nil
            }
            operation = .toggle(item, intent: intent)
        case "increment", "decrement":
            operation = .increment(by: value("by", &self) ?? .constant(1), negate: typeName == "decrement")
        case "clear":
            operation = .clear
        default:
            return nil
        }
        var newIDKey: String?
        if let ref = field("newId") {
            guard let name = at("newId", { $0.string(ref, "'newId'") }), !name.isEmpty else {
                if ref.stringValue?.isEmpty == true { at("newId") { $0.report(.wrongType, "'newId' must name a member, as in \"newId\": \"id\"", at: ref.source) } }
                return nil
            }
            newIDKey = name
        }
        return StateAction(key: key, operation: operation, newIDKey: newIDKey)
    }

    /// Exactly one of `index`, `id` (with an optional `idKey`) or `where`.
    private mutating func selector(_ typeName: String, at source: SourceRef, field: (String) -> JSONRef?) -> StateAction.ElementSelector? {
        let given = ["index", "id", "where"].filter { field($0) != nil }
        guard given.count == 1, let name = given.first, let ref = field(name) else {
            let problem = given.isEmpty ? "needs one of" : "takes only one of"
            report(.missingMember, "'\(typeName)' action \(problem) 'index', 'id' or 'where'", at: source)
            return nil
        }
        switch name {
        case "index":
            return .index(at(name) { $0.valueTemplate(ref) })
        case "id":
            var key: BindingPath?
            if let keyRef = field("idKey") {
                guard let text = at("idKey", { $0.string(keyRef, "'idKey'") }) else { return nil }
                guard let path = BindingPath(dotted: text) else {
                    at("idKey") { $0.report(.invalidStateKey, "'idKey' must be a dotted member path such as \"id\", found '\(text)'", at: keyRef.source) }
                    return nil
                }
                key = path
            }
            return .id(at(name) { $0.valueTemplate(ref) }, key: key)
        default:
            return at(name) { $0.condition(ref) }.map { .condition($0) }
        }
    }
}
