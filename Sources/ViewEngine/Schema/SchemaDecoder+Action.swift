extension SchemaDecoder {
    /// Fields each action type accepts (besides `actionType`).
    static let actionFields: KeyValuePairs<String, [String]> = [
        "navigate": ["screen", "params"], "present": ["screen", "params"], "dismiss": [], "back": [], "selectTab": ["screen"], "reload": [],
        "api": ["endpoint", "params", "resultKey", "source"], "setState": ["key", "value"],
        "scrollTo": ["id", "anchor", "animated"],
        "custom": ["event", "payload"], "sequence": ["actions"], "parallel": ["actions"],
        "append": ["key", "value", "newId"], "insert": ["key", "value", "index", "newId"], "remove": ["key", "index", "id", "idKey", "where"],
        "update": ["key", "index", "id", "idKey", "where", "value"], "move": ["key", "from", "to"],
        "toggle": ["key", "value", "intent"], "increment": ["key", "by"], "decrement": ["key", "by"], "clear": ["key"],
    ]

    /// Fields every action type accepts: `condition` (run only when it holds) and `else` (the
    /// action to run instead).
    public static let commonActionFields = ["condition", "else"]

    /// ``actionFields`` by the index of the type's name in ``Action/typeNames``: decoding an
    /// action reads its fields in one step instead of comparing names down the list.
    static let actionFieldsByType: [[String]] = Action.typeNames.map { name in actionFields.first { $0.key == name }?.value ?? [] }

    /// For each known word (``KnownStrings``) that is an action type's name, that name's index in
    /// ``Action/typeNames``: the parser already recognised it, so no string is compared.
    static let actionTypeByWord: [Int?] = KnownStrings.table.strings.map { Action.typeNames.firstIndex(of: $0) }

    /// The fields an action type accepts besides `actionType`, for documentation.
    public static func actionFieldNames(for typeName: String) -> [String] {
        actionFields.first { $0.key == typeName }?.value ?? []
    }

    /// Decodes an action object (`{"actionType": "navigate", …}`); `type` is accepted for
    /// `actionType` and names match case-insensitively.
    public mutating func action(_ ref: JSONRef) -> Action? {
        guard ref.kind == .object else {
            report(.wrongType, "expected an action (an object with an \"actionType\"), found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        let members = ref.members
        guard let typeMember = members.first(where: { $0.key == "actionType" }) ?? members.first(where: { $0.key == "type" }) else {
            report(.missingActionType, "action has no \"actionType\" (one of \(Action.typeNames.joined(separator: ", ")))", at: ref.source)
            return nil
        }
        let typeIndex: Int
        if let word = typeMember.value.knownWord, let index = Self.actionTypeByWord[word] {
            typeIndex = index
        } else {
            guard let written = at(typeMember.key, { $0.string(typeMember.value, "'actionType'") }) else { return nil }
            guard let index = Action.typeIndex(matching: written) else {
                at(typeMember.key) {
                    $0.report(.unknownActionType, "unknown action type '\(written)'\(Suggestion.didYouMean(written, in: Action.typeNames))", at: typeMember.value.source)
                }
                return nil
            }
            typeIndex = index
        }
        let typeName = Action.typeNames[typeIndex]
        let allowed = Self.actionFieldsByType[typeIndex]
        // The fields every action takes are found in the same pass (the last written wins).
        var conditionRef: JSONRef?
        var elseRef: JSONRef?
        for member in members where member.key != typeMember.key && !allowed.contains(member.key) {
            switch member.key {
            case "condition": conditionRef = member.value
            case "else": elseRef = member.value
            default: warnUnknown(member.key, at: member.keySource, known: allowed + Self.commonActionFields, in: "'\(typeName)' action")
            }
        }
        // A handful of members: the tape is walked again per field rather than copying the
        // fields into an array (an allocation per action). The last one written wins.
        func field(_ name: String) -> JSONRef? {
            ref.lastMember(named: name)
        }
        func required(_ name: String, _ decoder: inout SchemaDecoder) -> JSONRef? {
            if let value = field(name) { return value }
            decoder.report(.missingMember, "'\(typeName)' action needs '\(name)'", at: ref.source)
            return nil
        }
        func params(_ decoder: inout SchemaDecoder, _ name: String = "params") -> ValueTemplate? {
            guard let value = field(name) else { return nil }
            return decoder.at(name) { decoder in
                if value.kind != .object {
                    decoder.report(.wrongType, "'\(name)' must be an object, found \(value.value.typeDescription)", at: value.source)
                    return nil
                }
                return decoder.valueTemplate(value)
            }
        }
        let kind: Action.Kind
        switch typeName {
        case "navigate", "present":
            guard let screenRef = required("screen", &self),
                let screen = at("screen", { $0.string(screenRef, "'screen'") })
            else { return nil }
            let parameters = params(&self)
            kind = typeName == "navigate" ? .navigate(screen: screen, params: parameters) : .present(screen: screen, params: parameters)
        case "dismiss":
            kind = .dismiss
        case "back":
            kind = .back
        case "selectTab":
            guard let screenRef = required("screen", &self), let screen = at("screen", { $0.string(screenRef, "'screen'") }) else { return nil }
            kind = .selectTab(screen: screen)
        case "reload":
            kind = .reload
        case "api":
            guard let endpointRef = required("endpoint", &self),
                let endpointText = at("endpoint", { $0.string(endpointRef, "'endpoint'") }),
                let endpoint = at("endpoint", { $0.textValue(endpointText, at: endpointRef.source) })
            else { return nil }
            let resultKey = field("resultKey").flatMap { value in at("resultKey") { $0.string(value, "'resultKey'") } }
            let source = field("source").flatMap { value in at("source") { $0.string(value, "'source'") } }
            kind = .api(endpoint: endpoint, params: params(&self), resultKey: resultKey, source: source)
        case "setState":
            guard let keyRef = required("key", &self), let key = at("key", { $0.stateKey(keyRef) }) else { return nil }
            let value = field("value").map { value in at("value") { $0.valueTemplate(value) } } ?? .constant(.null)
            kind = .setState(key: key, value: value)
        case "scrollTo":
            guard let idRef = required("id", &self), let idText = at("id", { $0.string(idRef, "'id'") }),
                let id = at("id", { $0.textValue(idText, at: idRef.source) })
            else { return nil }
            let anchor = field("anchor").flatMap { value in at("anchor") { $0.scrollAnchor(value) } }
            var animated = true
            if let value = field("animated") {
                guard case .bool(let flag) = value.value else {
                    at("animated") { $0.report(.wrongType, "'animated' must be true or false, found \(value.value.typeDescription)", at: value.source) }
                    return nil
                }
                animated = flag
            }
            kind = .scrollTo(id: id, anchor: anchor, animated: animated)
        case "custom":
            guard let eventRef = required("event", &self), let event = at("event", { $0.string(eventRef, "'event'") }) else { return nil }
            let payload = field("payload").map { value in at("payload") { $0.valueTemplate(value) } }
            kind = .custom(event: event, payload: payload)
        case "sequence", "parallel":
            guard let list = required("actions", &self) else { return nil }
            guard list.kind == .array else {
                at("actions") { $0.report(.wrongType, "'actions' must be an array of actions, found \(list.value.typeDescription)", at: list.source) }
                return nil
            }
            let actions = at("actions") { decoder in
                list.elements.enumerated().compactMap { index, element in decoder.at(index) { $0.action(element) } }
            }
            kind = typeName == "parallel" ? .parallel(actions) : .sequence(actions)
        default:
            guard let keyRef = required("key", &self), let key = at("key", { $0.stateKey(keyRef) }),
                let state = stateAction(typeName, key: key, at: ref.source, field: field)
            else { return nil }
            kind = .state(state)
        }
        // Built once, not mutated after: an action is copied into every bound button, and a
        // second copy of its kind per decoded action showed in the decode benchmark.
        guard conditionRef != nil || elseRef != nil else { return Action(kind, source: ref.source) }
        var condition: BindingExpression?
        if let conditionRef {
            // A condition that does not decode leaves the action out (reported): running it
            // unguarded would do what the author guarded against.
            guard let decoded = at("condition", { $0.condition(conditionRef) }) else { return nil }
            condition = decoded
        }
        let otherwise = elseRef.flatMap { value in at("else") { $0.action(value) } }
        return Action(kind, source: ref.source, condition: condition, otherwise: otherwise)
    }

    /// A `scrollTo` anchor: one of SwiftUI's unit point names (`top`, `center`, `bottomLeading`, …).
    mutating func scrollAnchor(_ ref: JSONRef) -> AnchorPoint? {
        guard let name = string(ref, "'anchor'") else { return nil }
        guard let point = AnchorPoint.named(name) else {
            let names = RenderNode.Alignment.names
            report(.invalidChoice, "'anchor' must be one of \(names.joined(separator: ", ")), found '\(name)'\(Suggestion.didYouMean(name, in: names))", at: ref.source)
            return nil
        }
        return point
    }
}
