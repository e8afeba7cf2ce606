extension SchemaDecoder {
    /// The members a preset may have besides style keys.
    private static let presetMembers = ["extends", "modifiers"]

    /// Decodes a preset or an inline style. Bound values (`"fontSize": "$.size"`) are an error
    /// here; a node's `inlineStyle` decodes them with ``inlineStyle(_:)``.
    public mutating func styleSheet(_ ref: JSONRef, isPreset: Bool) -> StyleSheet? {
        var bindings: [StyleBinding]? = nil
        return styleSheet(ref, isPreset: isPreset, bindings: &bindings)
    }

    /// A node's `inlineStyle`: the static keys, and those bound to data, which the resolver
    /// evaluates and checks on every render.
    public mutating func inlineStyle(_ ref: JSONRef) -> (sheet: StyleSheet?, bindings: [StyleBinding]) {
        var bindings: [StyleBinding]? = []
        let sheet = styleSheet(ref, isPreset: false, bindings: &bindings)
        return (sheet, bindings ?? [])
    }

    /// `bindings` nil: bound values are not allowed.
    private mutating func styleSheet(_ ref: JSONRef, isPreset: Bool, bindings: inout [StyleBinding]?) -> StyleSheet? {
        guard ref.kind == .object else {
            report(.wrongType, "a style must be an object of style properties, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var sheet = StyleSheet()
        for member in ref.members {
            at(member.key) { decoder in
                if isPreset, member.key == "extends" {
                    if let single = member.value.stringValue {
                        sheet.extends = [single]
                    } else if member.value.kind == .array {
                        sheet.extends = member.value.elements.compactMap { decoder.string($0, "'extends'") }
                    } else {
                        decoder.report(.wrongType, "'extends' must be a preset name or an array of them", at: member.value.source)
                    }
                    return
                }
                if isPreset, member.key == "modifiers" {
                    sheet.modifiers = decoder.presetModifiers(member.value)
                    return
                }
                guard let key = StyleKey.named(member.key) else {
                    decoder.warnUnknown(member.key, at: member.keySource, known: StyleKey.names + (isPreset ? Self.presetMembers : []), in: "style")
                    return
                }
                if member.value.isStringStartingWithDollar, let text = member.value.stringValue {
                    guard bindings != nil else {
                        decoder.report(.boundPresetValue,
                            "a style preset cannot bind '\(member.key)' to data ('\(text)'); bind it in the node's inlineStyle", at: member.value.source)
                        return
                    }
                    if let expression = decoder.expression(text, at: member.value.source) {
                        bindings?.append(StyleBinding(name: member.key, expression: expression, source: member.value.source))
                    }
                    return
                }
                if member.value.kind == .object || member.value.kind == .array, !member.value.containsNoBindingMark,
                    member.value.value.containsBinding
                {
                    decoder.report(.partlyBoundStyleValue,
                        "bind the whole '\(member.key)' (\"\(member.key)\": \"$.path\" giving a value of its shape), not a part of it", at: member.value.source)
                    return
                }
                if let arguments = decoder.styleArguments(key, member.value) { sheet[key] = arguments }
            }
        }
        return sheet
    }

    /// A key's value as its modifier's arguments: one argument of the key's type, or the whole
    /// list as a `modifiers` entry writes it (`"padding": {"top": 4}`).
    private mutating func styleArguments(_ key: StyleKey, _ value: JSONRef) -> StyleSheet.Arguments? {
        let (slot, label) = key.target
        guard let label, let type = key.argumentType else { return modifierArguments(slot.descriptor, value) }
        switch argument(value, type, "'\(key.name)'") {
        case .bound?:
            // Text with `${}`: a style value is static unless the whole value is bound.
            report(.partlyBoundStyleValue, "bind the whole '\(key.name)' (\"\(key.name)\": \"$.path\"), not a part of it", at: value.source)
            return nil
        case let decoded?: return [(label, decoded)]
        case nil: return nil
        }
    }

    /// A preset's `modifiers`: resolved once per style, so only ones that need nothing but
    /// the theme (no bindings, actions or views, which belong on the node).
    private mutating func presetModifiers(_ ref: JSONRef) -> [ModifierTemplate] {
        guard ref.kind == .array else { return modifiers(ref) }  // which reports the wrong type
        var templates: [ModifierTemplate] = []
        for (index, element) in ref.elements.enumerated() {
            at(index) { decoder in
                guard let template = decoder.modifier(element) else { return }
                guard template.isStatic else {
                    decoder.at(template.descriptor.name) {
                        $0.report(.presetModifierNotStatic,
                            "a style preset's modifier '\(template.descriptor.name)' cannot use bindings, actions or views; put it in the node's modifiers",
                            at: template.source)
                    }
                    return
                }
                templates.append(template)
            }
        }
        return templates
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ ref: JSONRef, _ what: String, _: T.Type) -> T?
    where T.RawValue == String {
        let options = T.allCases.map(\.rawValue)
        guard let text = ref.stringValue else {
            report(.invalidChoice, "\(what) must be one of \(options.joined(separator: ", ")), found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        if let match = T(rawValue: text) ?? T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return match }
        report(.invalidChoice, "\(what) must be one of \(options.joined(separator: ", ")), found '\(text)'\(Suggestion.didYouMean(text, in: options))", at: ref.source)
        return nil
    }

    mutating func color(_ ref: JSONRef, _ what: String) -> ColorReference? {
        guard let text = string(ref, what) else { return nil }
        guard let reference = ColorReference(parsing: text) else {
            report(.invalidColorLiteral, "\(what) must be a colour name or #RRGGBB / #RRGGBBAA, found '\(text)'", at: ref.source)
            return nil
        }
        return reference
    }

    mutating func nonNegative(_ ref: JSONRef, _ what: String) -> Double? {
        guard let value = number(ref, what) else { return nil }
        guard value >= 0 else {
            report(.valueOutOfRange, "\(what) must not be negative, found \(ValueText.number(value))", at: ref.source)
            return nil
        }
        return value
    }

    private static let infinityWords: Set<String> = ["infinity", ".infinity", "inf", "max"]

    mutating func dimension(_ ref: JSONRef, _ what: String) -> Dimension? {
        if let text = ref.stringValue {
            if text == "infinity" || Self.infinityWords.contains(text.lowercased()) { return .infinity }
            report(.wrongType, "\(what) must be a number or \"infinity\", found '\(text)'", at: ref.source)
            return nil
        }
        return nonNegative(ref, what).map(Dimension.points)
    }
}

extension JSONValue {
    /// Whether a string inside starts with `$` (a binding where a style wants plain values).
    fileprivate var containsBinding: Bool {
        switch self {
        case .string(let text): return text.hasPrefix("$")
        case .array(let items): return items.contains { $0.containsBinding }
        case .object(let object): return object.values.contains { $0.containsBinding }
        case .null, .bool, .number: return false
        }
    }
}
