/// `multi_picker`: chooses any number of several values; the bound array holds the chosen
/// options' values, in the options' order. SwiftUI has no multi-select `Picker`; the SwiftUI
/// renderer draws a list of rows with checkmarks, as settings screens do.
enum MultiPickerNode: NodeDefinition {
    static let spec = NodeSpec(
        .multiPicker, .controls, aliases: ["multiselectpicker", "multiselect"],
        props: [
            PropSpec("binding", .statePath, required: true, writes: .array(.unknown), "State path of the array of chosen values"),
            PropSpec("options", .options, required: true, "Array of {title, value} (or plain values), or a binding to one"),
            PropSpec("titleKey", .text, default: "title", "The member of each object option that is its title (`name` for people)"),
            PropSpec("valueKey", .text, default: "value", "The member of each object option that is its value, written to the binding (`id`)"),
            PropSpec("label", .text, "What is being chosen"),
            PropSpec("onChange", .action, "Runs after the new array is written"),
        ], "Chooses any number of several values; the bound array holds the chosen ones",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "multi_picker", "label": "Toppings", "binding": "$.toppings", "options": ["Cheese", "Olives", "Basil"]}, {"type": "text", "content": "Chosen: ${$.toppings | join:\", \"}"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let binding = scope.binding()
        let options = PickerNode.options(props.value("options"), scope)
        let chosen: [JSONValue]
        switch scope.value(at: binding) {
        case .array(let values)?: chosen = values
        case nil, .null?: chosen = []
        case let other?:
            scope.report("a multi-select picker's binding holds an array, found \(other.typeDescription); nothing is chosen")
            chosen = []
        }
        let selected = OptionFlip(options.map(\.value)).selection(in: chosen)
        return .multiPicker(
            RenderNode.MultiPicker(label: props.string("label"), options: options, isSelected: selected, binding: binding, onChange: props.action("onChange")))
    }
}

extension RenderNode {
    /// Any number of several values, chosen from a list.
    public struct MultiPicker: Sendable {
        /// What is being chosen, from the `label` prop; nil shows no label.
        public var label: String?
        /// The choices in order, from `options`; unusable or duplicate-valued entries are left out.
        public var options: [Picker.Option]
        /// Whether each option (by position) is chosen.
        public var isSelected: [Bool]
        /// The state path from `binding` of the array of chosen values; a flip writes
        /// ``toggling(_:)`` there.
        public var binding: BindingPath
        /// The `onChange` action, run after the new array is written; nil for none.
        public var onChange: BoundAction?

        /// The array written when option `index` is flipped: the chosen values with it added or
        /// removed, in the options' order.
        public func toggling(_ index: Int) -> JSONValue {
            flip.flipping(index, of: isSelected)
        }

        /// What a tap on a row does, for a host that is sent the row's position.
        public var flip: OptionFlip { OptionFlip(options.map(\.value)) }

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o = JSONObject()
            o["label"] = label.map(JSONValue.string)
            o["options"] = .array(options.indices.map { ["title": .string(options[$0].title), "value": options[$0].value, "selected": .bool(isSelected[$0])] })
            o["binding"] = .string(binding.description)
            if let onChange { o["onChange"] = onChange.action.jsonValue }
            return o
        }
    }
}
