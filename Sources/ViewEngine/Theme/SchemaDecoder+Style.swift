/// One style property: its name and how to decode it into a ``StyleSheet``. Bound values of
/// inline styles are decoded by the same function when they are evaluated (``StyleCache``), so
/// a value from data is checked exactly as one written in JSON. Adding a style
/// property is a field on ``StyleSheet``/``ResolvedStyle`` and an entry in this table.
struct StyleProperty: Sendable {
    let name: String
    let decode: @Sendable (inout SchemaDecoder, JSONRef, inout StyleSheet) -> Void
}

extension SchemaDecoder {
    static let styleProperties: [StyleProperty] = [
        StyleProperty(name: "font") { d, v, s in s.font = d.string(v, "'font'") },
        StyleProperty(name: "fontSize") { d, v, s in s.fontSize = d.number(v, "'fontSize'") },
        StyleProperty(name: "fontWeight") { d, v, s in s.fontWeight = d.choice(v, "'fontWeight'", FontWeight.self) },
        StyleProperty(name: "fontDesign") { d, v, s in s.fontDesign = d.choice(v, "'fontDesign'", FontDesign.self) },
        StyleProperty(name: "foregroundColor") { d, v, s in s.foregroundColor = d.color(v, "'foregroundColor'") },
        StyleProperty(name: "backgroundColor") { d, v, s in s.backgroundColor = d.color(v, "'backgroundColor'") },
        StyleProperty(name: "padding") { d, v, s in s.padding = d.insets(v) },
        StyleProperty(name: "cornerRadius") { d, v, s in s.cornerRadius = d.nonNegative(v, "'cornerRadius'") },
        StyleProperty(name: "width") { d, v, s in s.width = d.dimension(v, "'width'") },
        StyleProperty(name: "height") { d, v, s in s.height = d.dimension(v, "'height'") },
        StyleProperty(name: "minWidth") { d, v, s in s.minWidth = d.dimension(v, "'minWidth'") },
        StyleProperty(name: "minHeight") { d, v, s in s.minHeight = d.dimension(v, "'minHeight'") },
        StyleProperty(name: "maxWidth") { d, v, s in s.maxWidth = d.dimension(v, "'maxWidth'") },
        StyleProperty(name: "maxHeight") { d, v, s in s.maxHeight = d.dimension(v, "'maxHeight'") },
        StyleProperty(name: "shadow") { d, v, s in s.shadow = d.shadow(v) },
        StyleProperty(name: "opacity") { d, v, s in
            if let value = d.number(v, "'opacity'") {
                if (0...1).contains(value) { s.opacity = value } else { d.report(.valueOutOfRange, "'opacity' must be between 0 and 1, found \(ValueText.number(value))", at: v.source) }
            }
        },
        StyleProperty(name: "clipShape") { d, v, s in s.clipShape = d.choice(v, "'clipShape'", ClipShape.self) },
        StyleProperty(name: "border") { d, v, s in s.border = d.border(v) },
        StyleProperty(name: "textAlignment") { d, v, s in s.textAlignment = d.choice(v, "'textAlignment'", TextAlignment.self) },
    ]

    /// The style property names, in table order.
    public static let stylePropertyNames = styleProperties.map(\.name)

    /// A scan of a short table: comparing small strings is cheaper than hashing them.
    private static func styleProperty(named name: String) -> StyleProperty? {
        for property in styleProperties where property.name == name { return property }
        return nil
    }

    /// Decodes a preset or an inline style. Bound values (`"fontSize": "$.size"`) are an error
    /// here; a node's `inlineStyle` decodes them with ``inlineStyle(_:)``.
    public mutating func styleSheet(_ ref: JSONRef, isPreset: Bool) -> StyleSheet? {
        var bindings: [StyleBinding]? = nil
        return styleSheet(ref, isPreset: isPreset, bindings: &bindings)
    }

    /// A node's `inlineStyle`: the static properties, and those bound to data, which the
    /// resolver evaluates and checks on every render.
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
                guard let property = Self.styleProperty(named: member.key) else {
                    decoder.warnUnknown(member.key, at: member.keySource, known: Self.stylePropertyNames, in: "style")
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
                if member.value.kind == .object || member.value.kind == .array, !member.value.containsNoDollar,
                    member.value.value.containsBinding
                {
                    decoder.report(.partlyBoundStyleValue,
                        "bind the whole '\(member.key)' (\"\(member.key)\": \"$.path\" giving a value of its shape), not a part of it", at: member.value.source)
                    return
                }
                property.decode(&decoder, member.value, &sheet)
            }
        }
        return sheet
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

    mutating func insets(_ ref: JSONRef) -> EdgeInsets? {
        if ref.kind == .number { return nonNegative(ref, "'padding'").map { EdgeInsets(all: $0) } }
        guard ref.kind == .object else {
            report(.wrongType, "'padding' must be a number or {top, bottom, leading, trailing, horizontal, vertical}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var insets = EdgeInsets()
        let edges = ["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"]
        for member in ref.members {
            at(member.key) { decoder in
                guard edges.contains(member.key) else {
                    decoder.warnUnknown(member.key, at: member.keySource, known: edges, in: "'padding'")
                    return
                }
                guard let value = decoder.nonNegative(member.value, "'padding.\(member.key)'") else { return }
                switch member.key {
                case "top": insets.top = value
                case "bottom": insets.bottom = value
                case "leading": insets.leading = value
                case "trailing": insets.trailing = value
                case "horizontal": insets.leading = value; insets.trailing = value
                case "vertical": insets.top = value; insets.bottom = value
                default: insets = EdgeInsets(all: value)
                }
            }
        }
        return insets
    }

    mutating func shadow(_ ref: JSONRef) -> ShadowStyle? {
        guard ref.kind == .object else {
            report(.wrongType, "'shadow' must be an object {radius, x, y, color}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var shadow = ShadowStyle(radius: 0)
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "radius": shadow.radius = decoder.nonNegative(member.value, "'shadow.radius'") ?? 0
                case "x": shadow.x = decoder.number(member.value, "'shadow.x'") ?? 0
                case "y": shadow.y = decoder.number(member.value, "'shadow.y'") ?? 0
                case "color": if let color = decoder.color(member.value, "'shadow.color'") { shadow.color = color }
                default: decoder.warnUnknown(member.key, at: member.keySource, known: ["radius", "x", "y", "color"], in: "'shadow'")
                }
            }
        }
        return shadow
    }

    mutating func border(_ ref: JSONRef) -> BorderStyle? {
        guard ref.kind == .object else {
            report(.wrongType, "'border' must be an object {color, width}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var border = BorderStyle(color: .named("separator"), width: 1)
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "width": border.width = decoder.nonNegative(member.value, "'border.width'") ?? 1
                case "color": if let color = decoder.color(member.value, "'border.color'") { border.color = color }
                default: decoder.warnUnknown(member.key, at: member.keySource, known: ["color", "width"], in: "'border'")
                }
            }
        }
        return border
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
