extension SchemaDecoder {
    /// `"circle"`, `"capsule"`, … or `{"roundedRectangle": 12}` /
    /// `{"roundedRectangle": {"cornerRadius": 12, "style": "circular"}}`.
    mutating func modifierShape(_ ref: JSONRef, _ what: String) -> ModifierShape? {
        let help = "\(what) must be one of \(ModifierShape.names.joined(separator: ", ")) or {\"roundedRectangle\": cornerRadius}"
        if let name = ref.stringValue {
            switch name {
            case "rectangle": return .rectangle
            case "circle": return .circle
            case "ellipse": return .ellipse
            case "capsule": return .capsule
            // `roundedRect`: the spelling of the style system (spec §7) and of peers.
            case "roundedRectangle", "roundedRect": return .roundedRectangle(cornerRadius: 8, style: .continuous)
            default:
                report(.invalidChoice, "\(help), found '\(name)'\(Suggestion.didYouMean(name, in: ModifierShape.names))", at: ref.source)
                return nil
            }
        }
        guard ref.kind == .object, ref.count == 1, let member = ref.members.first(where: { _ in true }), member.key == "roundedRectangle" else {
            report(.wrongType, "\(help), found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        return at("roundedRectangle") { decoder in
            if member.value.kind == .number {
                return decoder.nonNegative(member.value, "'cornerRadius'").map { .roundedRectangle(cornerRadius: $0, style: .continuous) }
            }
            let labels = ["cornerRadius", "style"]
            let arguments = decoder.labelled(member.value, [
                ModifierArgument("cornerRadius", .nonNegative, required: true),
                .choice("style", ModifierShape.CornerStyle.self, default: .continuous),
            ], what: "'roundedRectangle'", labels: labels)
            guard let arguments, case .number(let radius)? = arguments["cornerRadius"], case .text(let style)? = arguments["style"] else { return nil }
            return .roundedRectangle(cornerRadius: radius, style: ModifierShape.CornerStyle(rawValue: style) ?? .continuous)
        }
    }

    /// A colour name, `primary`…`quaternary`, `{"linearGradient"|"radialGradient"|"angularGradient": …}`,
    /// `{"shape": shape, "fill": paint}` or `{"view": node, "alignment": …}`.
    mutating func paint(_ ref: JSONRef, _ what: String) -> PaintTemplate? {
        if let text = ref.stringValue {
            if let level = HierarchicalLevel(rawValue: text) { return .hierarchical(level) }
            return color(ref, what).map(PaintTemplate.color)
        }
        let kinds = ["linearGradient", "radialGradient", "angularGradient", "shape", "view"]
        guard ref.kind == .object, let first = ref.members.first(where: { _ in true }) else {
            report(.wrongType, "\(what) must be a colour or an object with one of \(kinds.joined(separator: ", ")), found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        switch first.key {
        case "linearGradient", "radialGradient", "angularGradient":
            return at(first.key) { $0.gradient(first.value, kind: first.key) }.map(PaintTemplate.gradient)
        case "shape", "fill":
            let arguments = labelled(ref, [ModifierArgument("shape", .shape, required: true), ModifierArgument("fill", .paint, default: "primary")], what: what, labels: ["shape", "fill"])
            guard let arguments, case .shape(let shape)? = arguments["shape"] else { return nil }
            if case .paint(let fill)? = arguments["fill"] { return .shape(shape, fill: fill) }
            if case .text? = arguments["fill"] { return .shape(shape, fill: .hierarchical(.primary)) }
            return nil
        case "view", "alignment":
            guard let view = ref.members.first(where: { $0.key == "view" }) else {
                report(.missingModifierArgument, "\(what) needs 'view' (a view node)", at: ref.source)
                return nil
            }
            var alignment = RenderNode.Alignment.center
            for member in ref.members where member.key != "view" {
                guard member.key == "alignment", let name = member.value.stringValue, let value = RenderNode.Alignment(named: name) else {
                    at(member.key) { $0.report(.invalidChoice, "\(what): 'alignment' must be one of \(RenderNode.Alignment.names.joined(separator: ", "))", at: member.value.source) }
                    return nil
                }
                alignment = value
            }
            return .view(at("view") { $0.node(view.value) }, alignment: alignment)
        default:
            report(.invalidChoice, "\(what): unknown paint '\(first.key)'\(Suggestion.didYouMean(first.key, in: kinds)); use a colour or one of \(kinds.joined(separator: ", "))", at: first.keySource)
            return nil
        }
    }

    private mutating func gradient(_ ref: JSONRef, kind: String) -> GradientPaint<ColorReference>? {
        let points = AnchorPoint.named.map(\.name)
        var specs = [ModifierArgument("colors", .color, required: true)]
        switch kind {
        case "linearGradient": specs += [ModifierArgument("startPoint", .choice(points), default: "top"), ModifierArgument("endPoint", .choice(points), default: "bottom")]
        case "radialGradient": specs += [ModifierArgument("center", .choice(points), default: "center"), ModifierArgument("startRadius", .nonNegative, default: 0), ModifierArgument("endRadius", .nonNegative, default: 100)]
        default: specs += [ModifierArgument("center", .choice(points), default: "center"), ModifierArgument("startAngle", .angle, default: 0), ModifierArgument("endAngle", .angle, default: 360)]
        }
        guard ref.kind == .object, let colors = ref.members.first(where: { $0.key == "colors" })?.value, colors.kind == .array, colors.count >= 2 else {
            report(.missingModifierArgument, "'\(kind)' needs 'colors': an array of at least two colours", at: ref.source)
            return nil
        }
        var stops: [GradientPaint<ColorReference>.Stop] = []
        for (index, element) in colors.elements.enumerated() {
            at("colors") { $0.at(index) { decoder in
                if let color = decoder.color(element, "a gradient colour") { stops.append(.init(color: color, location: nil)) }
            } }
        }
        guard stops.count == colors.count else { return nil }
        let rest = specs.dropFirst()
        let arguments = labelled(ref, Array(rest), what: "'\(kind)'", labels: specs.map(\.label), skipping: "colors")
        guard let arguments else { return nil }
        func point(_ label: String) -> AnchorPoint {
            if case .text(let name)? = arguments[label], let point = AnchorPoint.named(name) { return point }
            return AnchorPoint(x: 0.5, y: 0.5)
        }
        func value(_ label: String) -> Double {
            if case .number(let number)? = arguments[label] { return number }
            return 0
        }
        switch kind {
        case "linearGradient": return GradientPaint(kind: .linear(start: point("startPoint"), end: point("endPoint")), stops: stops)
        case "radialGradient": return GradientPaint(kind: .radial(center: point("center"), startRadius: value("startRadius"), endRadius: value("endRadius")), stops: stops)
        default: return GradientPaint(kind: .angular(center: point("center"), startAngle: value("startAngle"), endAngle: value("endAngle")), stops: stops)
        }
    }

    /// Labelled values of a small object (shapes, gradients): each checked, defaults filled.
    private mutating func labelled(_ ref: JSONRef, _ specs: [ModifierArgument], what: String, labels: [String], skipping: String? = nil) -> [String: ArgumentValue]? {
        guard ref.kind == .object else {
            report(.wrongType, "\(what) must be an object with \(labels.joined(separator: ", ")), found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var values: [String: ArgumentValue] = [:]
        var failed = false
        for member in ref.members where member.key != skipping {
            at(member.key) { decoder in
                guard let spec = specs.first(where: { $0.label == member.key }) else {
                    decoder.report(.unknownModifierArgument, "\(what) has no '\(member.key)'\(Suggestion.didYouMean(member.key, in: labels))", at: member.keySource)
                    failed = true
                    return
                }
                switch decoder.argument(member.value, spec.type, "\(what) '\(member.key)'") {
                case .bound?:
                    decoder.report(.partlyBoundStyleValue, "\(what) '\(member.key)' cannot be bound on its own; bind the whole modifier argument", at: member.value.source)
                    failed = true
                case let value?: values[member.key] = value
                case nil: failed = true
                }
            }
        }
        for spec in specs where values[spec.label] == nil {
            if let value = spec.defaultValue.flatMap({ Self.constant($0, spec.type) }) {
                values[spec.label] = value
            } else if spec.isRequired {
                report(.missingModifierArgument, "\(what) needs '\(spec.label)'", at: ref.source)
                failed = true
            }
        }
        return failed ? nil : values
    }
}
