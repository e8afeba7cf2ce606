/// `gauge`: SwiftUI's `Gauge`, a value shown within a range, as a bar or a ring.
enum GaugeNode: NodeDefinition {
    static let spec = NodeSpec(
        .gauge, .content,
        props: [
            PropSpec("value", .number, required: true, "The value shown (kept within min…max)"),
            PropSpec("min", .number, default: 0, "The low end of the range"),
            PropSpec("max", .number, default: 1, "The high end of the range"),
            PropSpec("label", .text, "What the gauge measures"),
            PropSpec("currentValueLabel", .text, "The value as text (in a ring: at its centre)"),
            PropSpec("minimumValueLabel", .text, "Text at the low end"),
            PropSpec("maximumValueLabel", .text, "Text at the high end"),
            PropSpec("gaugeStyle", .choice(RenderNode.Gauge.Style.allCases.map(\.rawValue)), default: "linear", "A bar (linearCapacity) or a ring (accessoryCircularCapacity)"),
        ], "A value within a range, as a bar or a ring",
        example: #"{"type": "hstack", "spacing": 24, "children": [{"type": "gauge", "value": 0.7, "label": "Reading plan", "minimumValueLabel": "0%", "maximumValueLabel": "100%", "modifiers": [{"frame": {"width": 200}}]}, {"type": "gauge", "value": 18, "max": 25, "gaugeStyle": "circular", "label": "Days", "currentValueLabel": "18"}]}"#)

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        guard let low = node.constantNumber("min"), let high = node.constantNumber("max"), high.value <= low.value else { return }
        decoder.report(.valueOutOfRange, "a gauge's 'max' (\(ValueText.number(high.value))) must be above its 'min' (\(ValueText.number(low.value)))", at: high.source)
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        var low = props.number("min") ?? 0, high = props.number("max") ?? 1
        if !low.isFinite || !high.isFinite || high <= low {
            scope.report("a gauge's range must run from a lower 'min' to a higher 'max'; 0…1 is used")
            (low, high) = (0, 1)
        }
        let value = props.number("value").flatMap { $0.isFinite ? $0 : nil } ?? low
        return .gauge(
            RenderNode.Gauge(
                value: min(high, max(low, value)), range: low...high, label: props.string("label"), currentValueLabel: props.string("currentValueLabel"),
                minimumValueLabel: props.string("minimumValueLabel"), maximumValueLabel: props.string("maximumValueLabel"),
                style: scope.word("gaugeStyle", as: RenderNode.Gauge.Style.self) ?? .linear))
    }
}

extension RenderNode {
    /// A value within a range (the `gauge` node).
    public struct Gauge: Sendable {
        /// The `gaugeStyle` prop: a bar or a ring.
        public enum Style: String, Sendable, CaseIterable {
            /// `"linear"`, the default: a bar, SwiftUI's `.gaugeStyle(.linearCapacity)`.
            case linear
            /// `"circular"`: a ring, SwiftUI's `.gaugeStyle(.accessoryCircularCapacity)`.
            case circular
        }

        /// Within `range`.
        public var value: Double
        /// The `min`…`max` props, 0…1 by default; always has a lower bound below its upper one.
        public var range: ClosedRange<Double>
        /// What the gauge measures; nil shows no label.
        public var label: String?
        /// The value as text: under a bar, at a ring's centre; nil shows none (the web preview's
        /// ring shows ``label`` there instead).
        public var currentValueLabel: String?
        /// Text at the low end of the range; nil shows none.
        public var minimumValueLabel: String?
        /// Text at the high end of the range; nil shows none.
        public var maximumValueLabel: String?
        /// Bar or ring, from `gaugeStyle`; `.linear` when the prop is missing or unknown.
        public var style: Style

        /// How far along the range the value is, 0…1.
        public var fraction: Double { (value - range.lowerBound) / (range.upperBound - range.lowerBound) }

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["value": .number(value), "min": .number(range.lowerBound), "max": .number(range.upperBound), "style": .string(style.rawValue)]
            o["label"] = label.map(JSONValue.string)
            o["currentValueLabel"] = currentValueLabel.map(JSONValue.string)
            o["minimumValueLabel"] = minimumValueLabel.map(JSONValue.string)
            o["maximumValueLabel"] = maximumValueLabel.map(JSONValue.string)
            return o
        }
    }
}
