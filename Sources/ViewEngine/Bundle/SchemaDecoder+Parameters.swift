extension SchemaDecoder {
    /// A screen: its node, and its `params` declarations when it has them (on the node, or in
    /// its `props`); a `computed` that is not an object, or has too many values, is reported.
    public mutating func screen(named name: String, _ ref: JSONRef) -> ScreenDefinition {
        var screen = ScreenDefinition(name: name, node: node(ref))
        let props = ref.members.first { $0.key == "props" }?.value
        if let declared = ref.members.first(where: { $0.key == "params" }) {
            screen.params = at("params") { $0.parameterDeclarations(declared.value, in: "screen '\(name)'") }
        } else if let props, let declared = props.members.first(where: { $0.key == "params" }) {
            screen.params = at("props") { $0.at("params") { $0.parameterDeclarations(declared.value, in: "screen '\(name)'") } }
        }
        if let computed = ref.members.first(where: { $0.key == "computed" }) {
            _ = at("computed") { $0.checkComputed(computed.value, in: "screen '\(name)'") }
        } else if let props, let computed = props.members.first(where: { $0.key == "computed" }) {
            _ = at("props") { $0.at("computed") { $0.checkComputed(computed.value, in: "screen '\(name)'") } }
        }
        return screen
    }

    /// Parameter declarations: an array of names (`["podcast"]`) or of declarations
    /// (`[{"name": "recipe", "type": "object", "required": true}]`), or an object of defaults
    /// (`{"podcast": null, "size": 60}`, components' older form).
    mutating func parameterDeclarations(_ ref: JSONRef, in what: String) -> [ParameterDeclaration] {
        var declarations: [ParameterDeclaration] = []
        switch ref.kind {
        case .array:
            // A set, not a search of the list: a hostile file may declare thousands.
            var seen: Set<String> = []
            for (index, element) in ref.elements.enumerated() {
                guard let declaration = at(index, { $0.parameterDeclaration(element, in: what) }) else { continue }
                if !seen.insert(declaration.name).inserted {
                    at(index) { $0.report(.duplicateParameter, "\(what) declares the parameter '\(declaration.name)' twice", at: element.source) }
                }
                declarations.append(declaration)
            }
        case .object:
            for member in ref.members {
                var declaration = ParameterDeclaration(name: member.key, source: member.keySource)
                at(member.key) { $0.readDefault(member.value, into: &declaration) }
                declarations.append(declaration)
            }
        default:
            report(.wrongType, "the parameters of \(what) must be an array of names or declarations, or an object of defaults", at: ref.source)
        }
        return declarations
    }

    /// A parameter's default: data as written, except a string starting with `@`, a lookup read
    /// in the user's locale where the parameter is used (`\@` writes a literal at sign), so a
    /// component's own UI text translates as any other text does.
    mutating func readDefault(_ ref: JSONRef, into declaration: inout ParameterDeclaration) {
        guard !ref.isNull else { return }
        declaration.defaultValue = ref.value
        guard let text = ref.stringValue, text.hasPrefix("@") || text.hasPrefix("\\@") else { return }
        switch textValue(text, at: ref.source) {
        case .literal(let literal)?: declaration.defaultValue = .string(literal)
        case let compiled?: (declaration.defaultText, declaration.defaultTextSource) = (compiled, ref.source)
        case nil: declaration.defaultValue = nil  // reported: a broken lookup is no default
        }
    }

    static let parameterFields = ["name", "type", "required", "default", "description"]

    /// One declaration: a name, or `{"name", "type", "required", "default", "description"}`.
    mutating func parameterDeclaration(_ ref: JSONRef, in what: String) -> ParameterDeclaration? {
        if ref.kind == .string { return ParameterDeclaration(name: ref.stringValue ?? "", source: ref.source) }
        guard ref.kind == .object else {
            report(.wrongType, "a parameter of \(what) must be a name or {\"name\", \"type\", \"required\", \"default\"}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var declaration = ParameterDeclaration(name: "", source: ref.source)
        var named = false
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "name":
                    if let name = decoder.string(member.value, "a parameter's 'name'") { (declaration.name, named) = (name, true) }
                case "type":
                    guard let name = decoder.string(member.value, "a parameter's 'type'") else { return }
                    if let type = ParameterType(named: name) {
                        declaration.type = type
                    } else {
                        let names = ParameterType.allCases.map(\.rawValue)
                        decoder.report(.invalidChoice, "a parameter's 'type' must be one of \(names.joined(separator: ", ")), found '\(name)'\(Suggestion.didYouMean(name, in: names))", at: member.value.source)
                    }
                case "required":
                    if let flag = member.value.boolValue { declaration.isRequired = flag } else {
                        decoder.report(.wrongType, "a parameter's 'required' must be true or false", at: member.value.source)
                    }
                case "default":
                    decoder.readDefault(member.value, into: &declaration)
                case "description": break
                default: decoder.warnUnknown(member.key, at: member.keySource, known: Self.parameterFields, in: "a parameter of \(what)")
                }
            }
        }
        guard named else {
            report(.missingMember, "a parameter of \(what) needs a \"name\"", at: ref.source)
            return nil
        }
        if let type = declaration.type, let value = declaration.defaultValue, !type.accepts(ValueShape(of: value)) {
            at("default") { $0.report(.wrongParameterType, "the default of '\(declaration.name)' is \(value.typeDescription), not the declared \(type.rawValue)", at: ref.source) }
        }
        return declaration
    }

    /// The members of `state` written `{"$data": "name"}`, each filled from `data/name.json`.
    mutating func dataReferences(in state: JSONRef) -> [(key: String, file: String, source: SourceRef)] {
        var found: [(key: String, file: String, source: SourceRef)] = []
        for member in state.members where member.value.kind == .object {
            guard let reference = member.value.members.first(where: { $0.key == "$data" }) else { continue }
            at(member.key) { decoder in
                guard member.value.count == 1, let file = reference.value.stringValue else {
                    decoder.report(.wrongType, "a data reference is {\"$data\": \"file name\"} and nothing else", at: member.value.source)
                    return
                }
                found.append((member.key, file, reference.value.source))
            }
        }
        return found
    }
}
