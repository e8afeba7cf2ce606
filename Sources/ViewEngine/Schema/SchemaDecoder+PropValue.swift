import Foundation

extension SchemaDecoder {
    /// A node prop's value decoded as its spec's type declares (text, number, colour, nodes…);
    /// `nil` after reporting, with the value's location, why it is not one.
    mutating func propValue(_ ref: JSONRef, _ spec: PropSpec) -> PropValue? {
        // Only error messages use it: built lazily, since every prop of a bundle comes here.
        var name: String { "'\(spec.name)'" }
        switch spec.type {
        case .text, .screen:
            switch ref.kind {
            case .string:
                // Unwrapped, not mapped: the closure of a map would copy the text value.
                guard let value = textValue(ref.stringValue ?? "", at: ref.source) else { return nil }
                if case .literal(let text) = value { return .value(.constant(.string(text))) }
                return .value(.text(value))
            case .number, .bool:
                return .value(.constant(.string(ValueText.string(ref.value))))
            default:
                report(.wrongType, "\(name) must be text, found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
        case .number, .integer:
            if let number = ref.numberValue {
                if spec.type == .integer, number.rounded() != number {
                    report(.valueOutOfRange, "\(name) must be a whole number, found \(ValueText.number(number))", at: ref.source)
                    return nil
                }
                return .value(.constant(.number(number)))
            }
            if let text = ref.stringValue, text.hasPrefix("$") {
                return expression(text, at: ref.source).map(PropValue.expression)
            }
            report(.wrongType, "\(name) must be a number or a binding, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        case .bool:
            if let bool = ref.boolValue { return .value(.constant(.bool(bool))) }
            if let text = ref.stringValue { return expression(text, at: ref.source).map(PropValue.expression) }
            report(.wrongType, "\(name) must be true, false or a condition, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        case .choice(let options):
            guard let text = ref.stringValue else {
                report(.invalidChoice, "\(name) must be one of \(options.joined(separator: ", ")), found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            // Bound (`"$.wide ? 'leading' : 'center'"`): the word is read when the node resolves
            // (``NodeScope/word(_:)``), and validation checks each literal branch.
            if text.utf8.first == UInt8(ascii: "$") { return expression(text, at: ref.source).map(PropValue.expression) }
            // Exact spelling first: lowercasing every option is the slow path.
            guard let match = options.first(where: { $0 == text }) ?? options.first(where: { $0.lowercased() == text.lowercased() }) else {
                report(.invalidChoice,
                    "\(name) must be one of \(options.joined(separator: ", ")), found '\(text)'\(Suggestion.didYouMean(text, in: options))",
                    at: ref.source)
                return nil
            }
            return .value(.constant(.string(match)))
        case .node:
            guard ref.kind == .object else {
                report(.wrongType, "\(name) must be a view node, found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            return .node(node(ref))
        case .nodeOrText:
            if let text = ref.stringValue {
                guard let content = textValue(text, at: ref.source) else { return nil }
                var props = Props()
                let template: ValueTemplate = content.isLiteral ? .constant(.string(text)) : .text(content)
                props.set("content", .value(template), source: ref.source)
                return .node(ViewNode(kind: .text, props: props, source: ref.source))
            }
            guard ref.kind == .object else {
                report(.wrongType, "\(name) must be text or a view node, found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            return .node(node(ref))
        case .nodes:
            if ref.kind == .object { return .nodes([node(ref)]) }
            guard ref.kind == .array else {
                report(.wrongType, "\(name) must be a view node or an array of them, found \(ref.value.typeDescription)", at: ref.source)
                return nil
            }
            return .nodes(ref.elements.enumerated().map { index, element in at(index) { $0.node(element) } })
        case .action:
            return action(ref).map(PropValue.action)
        case .statePath:
            return writablePath(ref, name, example: "$.query").map(PropValue.expression)
        case .value:
            if spec.name == "columns" { checkGridColumns(ref) }
            return .value(valueTemplate(ref))
        case .options:
            return options(ref, name)
        case .rowActions:
            return rowActions(ref, name)
        case .buttons:
            return rowActions(ref, name, noun: "a button", requiresAction: false)
        case .color:
            return color(ref, name).map { .paint(.color($0)) }
        case .colors:
            // One colour is enough: a chart of one series, a gradient that is one fill (as SwiftUI's `Gradient(colors:)` takes it).
            guard ref.kind == .array, ref.count >= 1 else {
                report(.wrongType, "\(name) must be an array of one or more colours, found \(ref.kind == .array ? "an empty array" : ref.value.typeDescription)", at: ref.source)
                return nil
            }
            let colors = ref.elements.enumerated().map { index, element in at(index) { $0.color(element, "a colour") } }
            let found = colors.compactMap { $0 }
            return found.count == colors.count ? .colors(found) : nil
        case .paint:
            return paint(ref, name).map(PropValue.paint)
        }
    }
}
