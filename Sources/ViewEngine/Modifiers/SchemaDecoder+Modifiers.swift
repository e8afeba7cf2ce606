extension SchemaDecoder {
    /// A node's `modifiers`: an array of one-key objects, applied in the order written.
    mutating func modifiers(_ ref: JSONRef) -> [ModifierTemplate] {
        guard ref.kind == .array else {
            report(.wrongType, "'modifiers' must be an array of one-key objects ([{\"padding\": 8}, …]), found \(ref.value.typeDescription)", at: ref.source)
            return []
        }
        var result: [ModifierTemplate] = []
        for (index, element) in ref.elements.enumerated() {
            if let modifier = at(index, { $0.modifier(element) }) { result.append(modifier) }
        }
        return result
    }

    mutating func modifier(_ ref: JSONRef) -> ModifierTemplate? {
        guard ref.kind == .object, ref.count == 1, let member = ref.members.first(where: { _ in true }) else {
            report(.malformedModifier, "a modifier is an object with one key, its name ({\"padding\": 8}), found \(ref.kind == .object ? "\(ref.count) keys" : ref.value.typeDescription)", at: ref.source)
            return nil
        }
        guard let descriptor = ModifierCatalog.descriptor(named: member.key) else {
            report(.unknownModifier, "unknown modifier '\(member.key)'\(Suggestion.didYouMeanOrCompletion(member.key, in: ModifierCatalog.names))", at: member.keySource)
            return nil
        }
        guard let arguments = at(member.key, { $0.modifierArguments(descriptor, member.value) }) else { return nil }
        return ModifierTemplate(descriptor: descriptor, arguments: arguments, source: member.keySource)
    }

    /// The arguments of `descriptor` from its value: `true` or `{}` (none), a bare value (the
    /// first argument) or an object of labelled arguments. Missing ones get their defaults;
    /// `nil` when one is wrong or a required one is missing (each reported).
    mutating func modifierArguments(_ descriptor: ModifierDescriptor, _ value: JSONRef) -> [(label: String, value: ArgumentValue)]? {
        let name = descriptor.name
        var given: [(label: String, value: ArgumentValue)] = []
        var failed = false
        if value.kind == .bool, value.value == .bool(true), descriptor.primary?.type.isBool != true {
            // `{"bold": true}`, `{"hidden": true}`: the modifier with its defaults.
        } else if value.kind == .object, isLabelled(value, for: descriptor) {
            for member in value.members {
                at(member.key) { decoder in
                    guard let argument = descriptor.argument(named: member.key) else {
                        let labels = descriptor.arguments.map(\.label)
                        decoder.report(.unknownModifierArgument, "'\(name)' has no argument '\(member.key)'\(Suggestion.didYouMean(member.key, in: labels)); it takes \(labels.isEmpty ? "none" : labels.joined(separator: ", "))", at: member.keySource)
                        failed = true
                        return
                    }
                    if let decoded = decoder.argument(member.value, argument.type, "'\(name)' argument '\(member.key)'") {
                        given.append((member.key, decoded))
                    } else {
                        failed = true
                    }
                }
            }
        } else if let primary = descriptor.primary {
            if let decoded = argument(value, primary.type, "'\(name)'") { given.append((primary.label, decoded)) } else { failed = true }
        } else if value.kind == .object, value.count == 0 {
            // `{"clipped": {}}`: no arguments.
        } else {
            // A modifier without arguments takes a flag: `{"hidden": false}` or `{"hidden": "$.isHidden"}` turns it off.
            guard let flag = argument(value, .bool, "'\(name)' (true or false)") else { return nil }
            return [(ModifierTemplate.activeLabel, flag)]
        }
        if failed { return nil }
        for argument in descriptor.arguments where !given.contains(where: { $0.label == argument.label }) {
            if let defaultValue = argument.defaultValue, let decoded = Self.constant(defaultValue, argument.type) {
                given.append((argument.label, decoded))
            } else if argument.isRequired {
                report(.missingModifierArgument, "'\(name)' needs its argument '\(argument.label)' (\(argument.type.name))", at: value.source)
                return nil
            }
        }
        return given
    }

    /// An object is labelled arguments unless the first argument takes objects itself and
    /// none of its keys is a label (`{"background": {"linearGradient": …}}`).
    private func isLabelled(_ value: JSONRef, for descriptor: ModifierDescriptor) -> Bool {
        guard let primary = descriptor.primary, primary.type.acceptsObject else { return true }
        return value.members.contains { descriptor.argument(named: $0.key) != nil }
    }

    /// A descriptor's default, which is plain JSON of the argument's type.
    static func constant(_ value: JSONValue, _ type: ArgumentType) -> ArgumentValue? {
        switch (value, type) {
        case (.bool(let flag), _): return .bool(flag)
        case (.number(let number), .dimension): return .dimension(.points(number))
        case (.number(let number), _): return .number(number)
        case (.string(let text), .color): return ColorReference(parsing: text).map(ArgumentValue.color)
        case (.string(let text), .dimension): return text == "infinity" ? .dimension(.infinity) : nil
        case (.string(let text), _): return .text(text)
        default: return nil
        }
    }

    /// One argument of `type`; a string starting with `$` (or text with `${}`) is bound and
    /// checked when evaluated.
    mutating func argument(_ ref: JSONRef, _ type: ArgumentType, _ what: String) -> ArgumentValue? {
        // Written, never bound: a path is itself a `$` string, and views and buttons come
        // from the bundle, not from data.
        switch type {
        case .statePath: return statePath(ref, what).map(ArgumentValue.path)
        case .view:
            guard ref.kind == .object else {
                report(.wrongType, "\(what) must be a view node ({\"type\": …}), found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            return .view(node(ref))
        case .views:
            guard ref.kind == .array else {
                report(.wrongType, "\(what) must be an array of view nodes ([{\"type\": …}]), found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            var nodes: [ViewNode] = []
            for (index, element) in ref.elements.enumerated() {
                guard element.kind == .object else {
                    report(.wrongType, "\(what)[\(index)] must be a view node ({\"type\": …}), found \(element.value.typeDescription)", at: element.source)
                    return nil
                }
                nodes.append(at(index) { $0.node(element) })
            }
            return .views(nodes)
        case .buttons:
            guard case .rowActions(let buttons)? = rowActions(ref, what, noun: "a button", requiresAction: false) else { return nil }
            return .buttons(buttons)
        default: break
        }
        if let text = ref.stringValue, text.hasPrefix("$") || text.hasPrefix("@") || text.hasPrefix("\\") || text.contains("${") {
            guard let bound = textValue(text, at: ref.source) else { return nil }
            if case .literal(let literal) = bound { return .text(literal) }
            return .bound(.text(bound), type, ref.source)
        }
        switch type {
        case .number, .angle: return number(ref, what).map(ArgumentValue.number)
        case .nonNegative: return nonNegative(ref, what).map(ArgumentValue.number)
        case .fraction:
            guard let value = number(ref, what) else { return nil }
            guard (0...1).contains(value) else {
                report(.valueOutOfRange, "\(what) must be between 0 and 1, found \(ValueText.number(value))", at: ref.source)
                return nil
            }
            return .number(value)
        case .integer:
            guard let value = number(ref, what) else { return nil }
            guard value == value.rounded(), abs(value) < 1e9 else {
                report(.wrongType, "\(what) must be a whole number, found \(ValueText.number(value))", at: ref.source)
                return nil
            }
            return .number(value)
        case .bool:
            if case .bool(let flag) = ref.value { return .bool(flag) }
            report(.wrongType, "\(what) must be true or false, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        case .text:
            if let number = ref.numberValue { return .text(ValueText.number(number)) }
            return string(ref, what).map(ArgumentValue.text)
        case .font: return string(ref, what).map(ArgumentValue.text)
        case .choice(let options):
            guard let text = ref.stringValue else {
                report(.wrongType, "\(what) must be one of \(options.joined(separator: ", ")), found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            guard options.contains(text) else {
                report(.invalidChoice, "\(what) must be one of \(options.joined(separator: ", ")), found '\(text)'\(Suggestion.didYouMean(text, in: options))", at: ref.source)
                return nil
            }
            return .text(text)
        case .color: return color(ref, what).map(ArgumentValue.color)
        case .dimension: return dimension(ref, what).map(ArgumentValue.dimension)
        case .shape: return modifierShape(ref, what).map(ArgumentValue.shape)
        case .paint: return paint(ref, what).map(ArgumentValue.paint)
        case .action: return action(ref).map(ArgumentValue.action)
        case .choices(let options):
            let elements = ref.kind == .array ? ref.elements : [ref]
            var texts: [String] = []
            for (index, element) in elements.enumerated() {
                guard let text = argument(element, .choice(options), ref.kind == .array ? "\(what)[\(index)]" : what), case .text(let value) = text else { return nil }
                texts.append(value)
            }
            return .texts(texts)
        case .statePath, .view, .views, .buttons: return nil
        }
    }

    /// A plain path such as `"$.isShown"` (no transforms, operators or bound keys).
    mutating func statePath(_ ref: JSONRef, _ what: String) -> BindingPath? {
        plainPath(ref, what, example: "$.isShown")?.path
    }

    /// A plain path (no transforms, operators or bound keys), with the expression it was
    /// parsed as: the rule for a modifier's state path (a node's is ``writablePath(_:_:example:)``). `example` is the path the messages show.
    mutating func plainPath(_ ref: JSONRef, _ what: String, example: String) -> (expression: BindingExpression, path: BindingPath)? {
        guard let text = ref.stringValue else {
            report(.wrongType, "\(what) must be a path such as \"\(example)\", found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        guard let parsed = expression(text, at: ref.source) else { return nil }
        guard let path = parsed.plainPath, !path.components.isEmpty else {
            report(.notAPlainPath, "\(what) must be a plain path such as \"\(example)\" (no transforms, operators or bound keys), found '\(text)'", at: ref.source)
            return nil
        }
        guard path.components.count <= NestingLimits.statePathSteps else {
            report(.nestingTooDeep, "\(what) has at most \(NestingLimits.statePathSteps) steps, this one \(path.components.count)", at: ref.source)
            return nil
        }
        return (parsed, path)
    }

    /// A node's state path: a plain path, or one with bound keys that a control in a list row
    /// writes its own element through (`"$.env.todos[$.index].done"`).
    mutating func writablePath(_ ref: JSONRef, _ what: String, example: String) -> BindingExpression? {
        guard let text = ref.stringValue else {
            report(.wrongType, "\(what) must be a path such as \"\(example)\", found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        guard let parsed = expression(text, at: ref.source) else { return nil }
        guard let steps = parsed.writableStepCount else {
            report(.notAPlainPath, "\(what) must be a path such as \"\(example)\" or \"$.items[$.index].done\" (no transforms or operators), found '\(text)'", at: ref.source)
            return nil
        }
        guard steps <= NestingLimits.statePathSteps else {
            report(.nestingTooDeep, "\(what) has at most \(NestingLimits.statePathSteps) steps, this one \(steps)", at: ref.source)
            return nil
        }
        return parsed
    }
}

extension ArgumentType {
    var isBool: Bool {
        if case .bool = self { return true }
        return false
    }
}
