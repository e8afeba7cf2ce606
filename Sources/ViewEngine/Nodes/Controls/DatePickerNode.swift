/// `date_picker`: SwiftUI's `DatePicker` over a date, a time or both, kept in state as ISO 8601
/// text (``DateValue``): `2026-11-23`, `14:30` or `2026-11-23T14:30`.
enum DatePickerNode: NodeDefinition {
    static let spec = NodeSpec(
        .datePicker, .controls,
        props: [
            PropSpec("label", .text, "What is being picked, shown beside the value"),
            PropSpec("binding", .statePath, required: true, writes: .text, "State path of the ISO 8601 text it shows and writes (2026-11-23, 14:30 or 2026-11-23T14:30)"),
            PropSpec("displayedComponents", .choice(DateValue.Components.allCases.map(\.rawValue)), default: "dateAndTime", "What is picked: a date, a time of day, or both"),
            PropSpec("min", .text, "Earliest value, in the same form (none: no limit)"),
            PropSpec("max", .text, "Latest value, in the same form (none: no limit)"),
            PropSpec("onChange", .action, "Runs after the new value is written"),
        ], "Picks a date, a time of day or both, kept in state as ISO 8601 text",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "date_picker", "label": "Arrival", "binding": "$.arrival", "displayedComponents": "date", "min": "2026-01-01"}, {"type": "text", "content": "Arriving ${$.arrival | default:not set}"}]}"#)

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        for components in possibleComponents(node) {
            var bounds: [DateValue] = []
            for name in ["min", "max"] {
                guard let written = node.constantText(name) else { continue }
                guard let value = DateValue(exactly: written.value, components) else {
                    decoder.report(.invalidDateLiteral, "a date picker's '\(name)' must be written \(components.pattern), found '\(written.value)'", at: written.source)
                    continue
                }
                bounds.append(value)
            }
            if bounds.count == 2, bounds[1] < bounds[0], let max = node.constantText("max") {
                decoder.report(.valueOutOfRange, "a date picker's 'max' must not be before its 'min'", at: max.source)
            }
        }
    }

    /// The components the limits are checked against: the written ones (the default when not
    /// written), or each literal branch of bound ones (`null`: the default). None for a misspelt
    /// word (already an error) or bound ones computed from data, known only at run time.
    private static func possibleComponents(_ node: NodeCheck) -> [DateValue.Components] {
        if let written = node.constantText("displayedComponents") { return DateValue.Components(rawValue: written.value).map { [$0] } ?? [] }
        guard node.isWritten("displayedComponents") else { return [.dateAndTime] }
        guard case .expression(let bound)? = node.props["displayedComponents"] else { return [] }
        var found: [DateValue.Components] = []
        for outcome in bound.root.literalOutcomes {
            let components = outcome.isNull ? .dateAndTime : outcome.stringValue.flatMap(DateValue.Components.init(rawValue:))
            if let components, !found.contains(components) { found.append(components) }
        }
        return found
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let components = scope.word("displayedComponents", as: DateValue.Components.self) ?? .dateAndTime
        let binding = scope.binding()
        func bound(_ name: String) -> DateValue? {
            guard let text = props.string(name), !text.isEmpty else { return nil }
            guard let value = DateValue(exactly: text, components) else {
                scope.report("a date picker's '\(name)' must be \(components.pattern), found '\(text)'; it is ignored")
                return nil
            }
            return value
        }
        var minimum = bound("min")
        var maximum = bound("max")
        if let low = minimum, let high = maximum, high < low {
            scope.report("a date picker's 'max' is before its 'min'; neither is used")
            (minimum, maximum) = (nil, nil)
        }
        var value: DateValue?
        switch scope.value(at: binding) {
        case .string(let text)?:
            value = DateValue(reading: text, components)
            if value == nil, !text.isEmpty { scope.report("'\(text)' is not a date the picker can show (\(components.pattern)); it shows none") }
        case nil, .null?:
            value = nil
        case let other?:
            scope.report("a date picker shows ISO 8601 text, found \(other.typeDescription); it shows none")
        }
        return .datePicker(
            RenderNode.DatePicker(
                label: props.string("label") ?? "", value: value, components: components, minimum: minimum, maximum: maximum,
                binding: binding, onChange: props.action("onChange")))
    }
}

extension RenderNode {
    /// A date, a time of day or both, bound to ISO 8601 text.
    public struct DatePicker: Sendable {
        /// What is being picked, shown beside the value; empty when the `label` prop is absent.
        public var label: String
        /// The bound value as the picker reads it; nil when missing or unreadable.
        public var value: DateValue?
        /// The `displayedComponents` prop (`dateAndTime` by default): what is picked and the text's form.
        public var components: DateValue.Components
        /// The earliest value, from `min`; nil for no limit, or when `min` is unreadable or after `max`.
        public var minimum: DateValue?
        /// Never before ``minimum``.
        public var maximum: DateValue?
        /// The state path from `binding`: a pick writes the value there as ISO 8601 text.
        public var binding: BindingPath
        /// The `onChange` action, run after the new value is written; nil for none.
        public var onChange: BoundAction?

        /// The value as the picker writes it (`2026-11-23`); nil when there is none.
        public var text: String? { value?.text(components) }

        /// What a host may write for it: text of its components' form, inside its range.
        public var accepts: AcceptedValue {
            .date(components, minimum: minimum?.text(components), maximum: maximum?.text(components))
        }

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["label": .string(label), "displayedComponents": .string(components.rawValue)]
            o["value"] = text.map(JSONValue.string) ?? .null
            o["min"] = minimum.map { .string($0.text(components)) }
            o["max"] = maximum.map { .string($0.text(components)) }
            o["binding"] = .string(binding.description)
            if let onChange { o["onChange"] = onChange.action.jsonValue }
            return o
        }
    }
}
