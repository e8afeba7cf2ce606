import Foundation

extension SchemaDecoder {
    static let nodeFields = ["type", "id", "style", "inlineStyle", "modifiers", "condition", "children", "props"]
    /// How many props written on a node are searched for a duplicate before a set holds them.
    static let searchedKeys = 32

    /// Decodes a view node. Props may sit in `props` or, as some peers write them, directly on
    /// the node.
    public mutating func node(_ ref: JSONRef) -> ViewNode {
        guard ref.kind == .object else {
            report(.wrongType, "expected a view node (an object with a \"type\"), found \(ref.value.typeDescription)", at: ref.source)
            return placeholder(type: nil, source: ref.source)
        }
        guard nodeDepth < maxNodeDepth else {
            report(.nestingTooDeep, "view nodes are nested deeper than \(maxNodeDepth) levels", at: ref.source)
            return placeholder(type: nil, source: ref.source)
        }
        // Restored before each return below.
        nodeDepth += 1

        let members = ref.members
        var typeRef: JSONRef?
        // The keys are matched on the tape (by the parser's known-word index): finding the
        // type makes no member. The type's text is read only for a message.
        let document = ref.document
        let end = ref.token.end
        var key = ref.index + 1
        while key < end {
            if document.string(at: key, isWord: NodeField.typeWord, "type") {
                let value = JSONRef(document: document, index: key + 1)
                typeRef = value.kind == .string ? value : nil
                if typeRef == nil { at("type") { _ = $0.string(value, "'type'") } }
            }
            key = document.next(after: key + 1)
        }
        guard let typeRef else {
            if !members.contains(where: { $0.key == "type" }) {
                report(.missingNodeType, "view node has no \"type\"", at: ref.source)
            }
            nodeDepth -= 1
            return placeholder(type: nil, source: ref.source)
        }
        guard let kind = NodeCatalog.kind(of: typeRef) else {
            let typeName = typeRef.stringValue ?? ""
            let message = componentNames.contains(typeName)
                ? "unknown node type '\(typeName)': '\(typeName)' is a component, used as {\"type\": \"component\", \"name\": \"\(typeName)\", \"parameters\": {…}}"
                : "unknown node type '\(typeName)'\(Suggestion.didYouMeanOrCompletion(typeName, in: NodeCatalog.canonicalNames))"
            report(.unknownNodeType, message, at: ref.source)
            var node = placeholder(type: typeName, source: ref.source)
            node.problem = diagnostics.all.last
            nodeDepth -= 1
            return node
        }
        let spec = NodeCatalog.spec(for: kind)
        // The parts are gathered in locals and the node is made once at the end: a node being
        // filled in place was copied whole several times per node (a retain per field each).
        var id: String?
        var style: String?
        var inlineStyle: Box<StyleSheet>?
        var styleBindings: [StyleBinding] = []
        var modifiers: [ModifierTemplate] = []
        var condition: BindingExpression?
        var children: [ViewNode] = []
        var props = Props()
        var propModifiers: [ModifierTemplate] = []
        // Duplicate detection: a bit per node field, and for props written on the node one
        // scratch array per nesting level (allocating a set per node would dominate decoding),
        // searched while short; a set past `searchedKeys`, as a hostile node may carry thousands.
        while keyScratch.count <= nodeDepth { keyScratch.append([]) }
        keyScratch[nodeDepth].removeAll(keepingCapacity: true)
        var manyKeys: Set<String>?
        var seenFields: UInt8 = 0
        for member in members {
            let field = NodeField(member.key)
            let isDuplicate: Bool
            if let field {
                isDuplicate = seenFields & field.bit != 0
                seenFields |= field.bit
            } else if keyScratch[nodeDepth].count < Self.searchedKeys {
                isDuplicate = keyScratch[nodeDepth].contains(member.key)
                keyScratch[nodeDepth].append(member.key)
            } else {
                if manyKeys == nil { manyKeys = Set(keyScratch[nodeDepth]) }
                isDuplicate = manyKeys?.insert(member.key).inserted == false
                keyScratch[nodeDepth].append(member.key)
            }
            if isDuplicate {
                report(.duplicateKey, Self.duplicateKeyMessage(member.key), at: member.keySource)
            }
            switch field {
            case .type?:
                continue
            case .id?:
                id = at("id") { decoder in
                    if let number = member.value.numberValue { return ValueText.number(number) }
                    return decoder.string(member.value, "'id'")
                }
            case .style?:
                style = at("style") { $0.string(member.value, "'style'") }
            case .inlineStyle?:
                let shared = at("inlineStyle") { $0.sharedInlineStyle(member.value) }
                inlineStyle = shared.sheet
                styleBindings = shared.bindings
            case .modifiers?:
                modifiers = at("modifiers") { $0.modifiers(member.value) }
            case .condition?:
                condition = at("condition") { $0.condition(member.value) }
            case .children?:
                children = at("children") { $0.children(member.value, of: spec) }
            case .props?:
                at("props") { decoder in
                    guard member.value.kind == .object else {
                        decoder.report(.wrongType, "'props' must be an object, found \(member.value.value.typeDescription)", at: member.value.source)
                        return
                    }
                    props.reserveCapacity(member.value.count)
                    for prop in member.value.members {
                        decoder.at(prop.key) { $0.prop(prop, spec: spec, into: &props, modifiers: &propModifiers) }
                    }
                }
            case nil:
                if let propSpec = spec.prop(named: member.key) {
                    at(member.key) { $0.prop(member, propSpec, into: &props, modifiers: &propModifiers) }
                } else {
                    warnUnread(member.key, member.value, at: member.keySource, known: Self.nodeFields + spec.props.map(\.name), of: kind, in: "'\(kind.name)'")
                }
            }
        }
        // A required prop that is written but invalid already has its own error.
        let check = NodeCheck(props: props, source: ref.source, keysOnNode: keyScratch[nodeDepth], members: members)
        for required in spec.requiredProps where props[required.name] == nil && !check.isWritten(required.name) {
            report(.missingMember, "'\(kind.name)' needs the property '\(required.name)' (\(required.summary.lowercasedFirst))", at: ref.source)
        }
        kind.definition.check(check, &self)
        if propModifiers.contains(where: { $0.descriptor.name == "transition" }), !propModifiers.contains(where: { $0.descriptor.name == "animation" }) {
            report(.transitionWithoutKey, "'transition' needs 'animationKey' (the value whose change animates the node in); without it nothing animates", at: ref.source)
        }
        nodeDepth -= 1
        return ViewNode(
            kind: kind, id: id, style: style, inlineStyleBox: inlineStyle, styleBindings: styleBindings, modifiers: modifiers,
            propModifiers: propModifiers, condition: condition, children: children, props: props, source: ref.source)
    }

    private func placeholder(type: String?, source: SourceRef) -> ViewNode {
        var node = ViewNode(kind: nil, source: source)
        node.unknownType = type
        return node
    }

    mutating func condition(_ ref: JSONRef) -> BindingExpression? {
        switch ref.kind {
        case .bool:
            return expression(ref.boolValue == true ? "true" : "false", at: ref.source)
        case .string:
            let text = ref.stringValue ?? ""
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                report(.emptyCondition, "'condition' is empty", at: ref.source)
                return nil
            }
            return expression(text, at: ref.source)
        default:
            report(.wrongType, "'condition' must be a string expression, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
    }

    mutating func children(_ ref: JSONRef, of spec: NodeSpec) -> [ViewNode] {
        guard ref.kind == .array else {
            report(.wrongType, "'children' must be an array of view nodes, found \(ref.value.typeDescription)", at: ref.source)
            return []
        }
        if spec.children == .none, ref.count > 0 {
            report(.childrenIgnored, "'\(spec.kind.name)' takes no children; they are ignored", at: ref.source)
            return []
        }
        // A walk of the tape, not `elements` and `at(_:_:)`: no array of references is built.
        // Each node is made in its slot: appended, it was copied (a retain per field) and the
        // original destroyed.
        let document = ref.document
        let end = ref.token.end
        let count = ref.count
        return [ViewNode](unsafeUninitializedCapacity: count) { slots, made in
            var child = ref.index + 1
            while child < end, made < count {
                path.append(.index(made))
                (slots.baseAddress! + made).initialize(to: node(JSONRef(document: document, index: child)))
                path.removeLast()
                made += 1
                child = document.next(after: child)
            }
        }
    }

    /// A member of a node's `props`: decoded by its spec, or warned about when the node type has
    /// no such prop.
    mutating func prop(_ member: JSONMember, spec: NodeSpec, into props: inout Props, modifiers: inout [ModifierTemplate]) {
        guard let propSpec = spec.prop(named: member.key) else {
            let known = (spec.props + NodeCatalog.commonProps).map(\.name)
            warnUnread(member.key, member.value, at: member.keySource, known: known, of: spec.kind, in: "'\(spec.kind.name)' props")
            return
        }
        prop(member, propSpec, into: &props, modifiers: &modifiers)
    }

    /// A prop whose spec is known. The key's position is only looked up for a modifier prop,
    /// which keeps it (each position holds a reference to its document).
    private mutating func prop(_ member: JSONMember, _ propSpec: PropSpec, into props: inout Props, modifiers: inout [ModifierTemplate]) {
        if let link = propSpec.modifier {
            propModifier(link, member.value, spec: propSpec, keySource: member.keySource, into: &modifiers)
        } else if let value = propValue(member.value, propSpec) {
            props.set(member.key, value, source: member.value.source)
        }
    }

    /// A prop that is a modifier: its value as the modifier's argument, added to the entry
    /// of that modifier (made on the first of its props).
    private mutating func propModifier(_ link: PropModifier, _ ref: JSONRef, spec: PropSpec, keySource: SourceRef, into modifiers: inout [ModifierTemplate]) {
        guard let descriptor = ModifierCatalog.descriptor(named: link.name) else { return }  // `PropModifierTests` checks every link
        let label = link.label ?? ModifierTemplate.activeLabel
        var type = link.label.flatMap { descriptor.argument(named: $0)?.type } ?? .bool
        // A prop may take fewer words than its modifier (`transition`: the entry animations a
        // node's key drives); its own list is the one checked and reported.
        if case .choice(let options) = spec.type { type = .choice(options) }
        guard let value = argument(ref, type, "'\(spec.name)'") else { return }
        if let index = modifiers.firstIndex(where: { $0.descriptor.name == link.name }) {
            modifiers[index].arguments.append((label, value))
        } else {
            modifiers.append(ModifierTemplate(descriptor: descriptor, arguments: [(label, value)], source: keySource))
        }
    }
}
