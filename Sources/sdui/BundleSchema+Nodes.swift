import ViewEngine

/// View nodes (one definition per type, from ``NodeCatalog``), modifiers (from
/// ``ModifierCatalog``) and actions.
extension BundleSchema {
    static func nodeDefinitions() -> [(String, JSONValue)] {
        var definitions: [(String, JSONValue)] = []
        var dispatch: [JSONValue] = []
        var patterns: [String] = []
        for spec in NodeCatalog.specs {
            let pattern = typePattern(spec)
            patterns.append(pattern)
            dispatch.append(["if": ["required": ["type"], "properties": ["type": ["pattern": .string("^" + pattern + "$")]]], "then": ref("node_" + spec.kind.name)])
            definitions.append(("node_" + spec.kind.name, node(spec, pattern: pattern)))
        }
        let node: JSONValue = [
            "description": "A view node: {\"type\": …, \"props\": {…}, \"children\": […], \"modifiers\": […]}; props may also sit on the node.",
            "type": "object", "required": ["type"],
            "properties": ["type": ["type": "string", "pattern": .string("^(" + patterns.joined(separator: "|") + ")$")]],
            "allOf": .array(dispatch),
        ]
        return [("node", node)] + definitions
    }

    /// The engine's spelling rule for `type` as a pattern: any case, `_` and `-` anywhere.
    static func typePattern(_ spec: NodeSpec) -> String {
        let spellings = [spec.kind.name] + spec.aliases
        var seen = Set<String>()
        let alternatives = spellings.compactMap { spelling -> String? in
            let letters = spelling.lowercased().filter { $0 != "_" && $0 != "-" }
            guard seen.insert(letters).inserted else { return nil }
            return "[-_]*" + letters.map { character in
                let upper = character.uppercased()
                return (upper == String(character) ? String(character) : "[\(character)\(upper)]") + "[-_]*"
            }.joined()
        }
        return "(" + alternatives.joined(separator: "|") + ")"
    }

    static func node(_ spec: NodeSpec, pattern: String) -> JSONValue {
        var props: JSONObject = [:]
        for prop in spec.props + NodeCatalog.commonProps {
            var schema = schema(for: prop.type)
            if case .object(var object) = schema, !prop.summary.isEmpty, object["$ref"] == nil {
                object["description"] = .string(prop.summary)
                schema = .object(object)
            }
            props[prop.name] = schema
        }
        var properties: JSONObject = [
            "type": ["type": "string", "pattern": .string("^" + pattern + "$")],
            "id": ["type": ["string", "number"]],
            "style": ["description": "A preset of theme.json.", "type": "string"],
            "inlineStyle": ref("inlineStyle"),
            "condition": ref("bool"),
            "modifiers": ref("modifiers"),
            "children": spec.children == .many ? ["type": "array", "items": ref("node")] : ["description": "This type takes no children.", "type": "array", "maxItems": 0],
            "props": ["type": "object", "properties": .object(props), "additionalProperties": false],
        ]
        for (name, schema) in props { properties[name] = schema }
        let required: [JSONValue] = spec.props.filter(\.isRequired).map { prop in
            ["anyOf": [["required": [.string(prop.name)]], ["required": ["props"], "properties": ["props": ["required": [.string(prop.name)]]]]]]
        }
        var definition: JSONObject = [
            "description": .string(spec.summary), "type": "object", "required": ["type"],
            "properties": .object(properties), "additionalProperties": false,
        ]
        if !required.isEmpty { definition["allOf"] = .array(required) }
        return .object(definition)
    }

    /// One entry of `modifiers`: a one-key object whose value is the first argument, an object
    /// of labelled arguments, or `true`/`false` for a modifier without required arguments.
    static func modifier() -> JSONValue {
        var properties: JSONObject = [:]
        for descriptor in ModifierCatalog.all {
            var forms: [JSONValue] = []
            if let primary = descriptor.arguments.first { forms.append(schema(for: primary.type)) }
            if !descriptor.arguments.isEmpty {
                var labelled: JSONObject = [:]
                for argument in descriptor.arguments { labelled[argument.label] = schema(for: argument.type) }
                var object: JSONObject = ["type": "object", "properties": .object(labelled), "additionalProperties": false]
                let required = descriptor.arguments.filter(\.isRequired).map { JSONValue.string($0.label) }
                if !required.isEmpty { object["required"] = .array(required) }
                forms.append(.object(object))
            }
            if !descriptor.arguments.contains(where: \.isRequired) { forms.append(["type": "boolean"]) }
            properties[descriptor.name] = ["description": .string(descriptor.summary), "anyOf": .array(forms)]
        }
        return [
            "description": "{\"NAME\": value}: one modifier.",
            "type": "object", "minProperties": 1, "maxProperties": 1,
            "properties": .object(properties), "additionalProperties": false,
        ]
    }

    /// Fields an action needs, beyond `actionType` (the rest are optional).
    static let requiredActionFields: [String: String] = [
        "navigate": "screen", "present": "screen", "selectTab": "screen", "api": "endpoint", "custom": "event", "sequence": "actions", "setState": "key",
        "scrollTo": "id", "append": "key", "insert": "key", "remove": "key", "update": "key", "move": "key", "toggle": "key", "increment": "key",
        "decrement": "key", "clear": "key",
    ]

    static func action() -> JSONValue {
        let fieldSchemas: [String: JSONValue] = [
            "screen": ["type": "string", "minLength": 1], "params": ["type": "object"], "payload": [:],
            "actions": ["type": "array", "items": ref("action")], "endpoint": ref("text"), "event": ["type": "string", "minLength": 1],
            "key": ["type": "string", "minLength": 1], "resultKey": ["type": "string"], "source": ["type": "string"],
            "anchor": ["enum": .array(RenderNode.Alignment.names.map(JSONValue.string))], "animated": ["type": "boolean"],
            "newId": ["type": "string", "minLength": 1],
        ]
        var branches: [JSONValue] = []
        for name in Action.typeNames {
            var properties: JSONObject = [
                "actionType": ["type": "string"], "type": ["type": "string"], "condition": ["type": ["string", "boolean"]], "else": ref("action"),
            ]
            for field in SchemaDecoder.actionFieldNames(for: name) { properties[field] = fieldSchemas[field] ?? [:] }
            var then: JSONObject = ["properties": .object(properties), "additionalProperties": false]
            if let field = requiredActionFields[name] { then["required"] = [.string(field)] }
            let word = anyCase([name])
            branches.append([
                "if": ["anyOf": [["required": ["actionType"], "properties": ["actionType": ["pattern": .string(word)]]], ["required": ["type"], "not": ["required": ["actionType"]], "properties": ["type": ["pattern": .string(word)]]]]],
                "then": .object(then),
            ])
        }
        let any = anyCase(Action.typeNames)
        return [
            "description": "{\"actionType\": …} and its fields (\"type\" is accepted for \"actionType\").",
            "type": "object",
            "anyOf": [
                ["required": ["actionType"], "properties": ["actionType": ["type": "string", "pattern": .string(any)]]],
                ["required": ["type"], "not": ["required": ["actionType"]], "properties": ["type": ["type": "string", "pattern": .string(any)]]],
            ],
            "allOf": .array(branches),
        ]
    }
}
