/// `picker`: chooses one of several values; the chosen option is the one whose value equals
/// the bound value.
enum PickerNode: NodeDefinition {
    static let spec = NodeSpec(
        .picker, .controls,
        props: [
            PropSpec("binding", .statePath, required: true, "State path of the chosen value"),
            PropSpec("options", .options, required: true, "Array of {title, value} (or plain values), or a binding to one"),
            PropSpec("titleKey", .text, default: "title", "The member of each object option that is its title (`name` for people)"),
            PropSpec("valueKey", .text, default: "value", "The member of each object option that is its value, written to the binding (`id`)"),
            PropSpec("label", .text, "What is being chosen"),
            PropSpec("pickerStyle", .choice(RenderNode.Picker.Style.allCases.map(\.rawValue)), default: "menu", "How the options show"),
            PropSpec("onChange", .action, "Runs after the new value is written"),
        ], "Chooses one of several values; the chosen option is the one whose value equals the bound value",
        example: #"{"type": "picker", "label": "Size", "binding": "$.size", "pickerStyle": "segmented", "options": [{"title": "Small", "value": "s"}, {"title": "Large", "value": "l"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let binding = scope.binding()
        var picker = RenderNode.Picker(
            label: props.string("label"), options: options(props.value("options"), scope), selectedIndex: nil,
            style: scope.word("pickerStyle", as: RenderNode.Picker.Style.self) ?? .menu, binding: binding,
            onChange: props.action("onChange"))
        picker.selectedIndex = picker.index(of: scope.value(at: binding))
        return .picker(picker)
    }

    /// Options from the evaluated `options`: objects give the members `titleKey` and
    /// `valueKey` name (`title` and `value` unless given), plain values are their own title.
    /// Missing data (not loaded yet) is simply no options.
    static func options(_ value: JSONValue?, _ scope: NodeScope) -> [RenderNode.Picker.Option] {
        let keys = OptionKeys(title: scope.props.string("titleKey"), value: scope.props.string("valueKey"))
        switch value {
        case nil, .null?:
            return []
        case .array(let elements)?:
            var options: [RenderNode.Picker.Option] = []
            options.reserveCapacity(elements.count)
            var values = FirstEqualValue()
            for (index, element) in elements.enumerated() {
                switch element {
                case .object:
                    guard let title = keys.titlePath.follow(from: element, startingAt: 0), let value = keys.valuePath.follow(from: element, startingAt: 0) else {
                        scope.report("picker option \(index) needs \"\(keys.title)\" and \"\(keys.value)\"; it is left out")
                        continue
                    }
                    appendOption(.init(title: ValueText.string(title), value: value), number: index, to: &options, values: &values, scope)
                case .string, .number, .bool:
                    appendOption(.init(title: ValueText.string(element), value: element), number: index, to: &options, values: &values, scope)
                case .null, .array:
                    scope.report("picker option \(index) must be {\"title\", \"value\"} or a plain value, found \(element.typeDescription); it is left out")
                }
            }
            return options
        case let other?:
            scope.report("a picker's 'options' must be an array, found \(other.typeDescription)")
            return []
        }
    }

    /// Adds `option` unless an earlier option has an equal value: the selection is found by
    /// value, so a second option with the same value could never show as chosen (choosing it
    /// would select the first). The duplicate is left out and reported.
    /// `values` holds the options' values, for finding an equal one by lookups (a bound list
    /// may hold thousands).
    private static func appendOption(
        _ option: RenderNode.Picker.Option, number: Int, to options: inout [RenderNode.Picker.Option], values: inout FirstEqualValue, _ scope: NodeScope
    ) {
        if let earlier = values.index(ofFirstEqualTo: option.value) {
            scope.report(
                "picker option \(number) has the same value as option '\(options[earlier].title)'; options are told apart by value, so it is left out")
            return
        }
        options.append(option)
        values.append(option.value)
    }
}
