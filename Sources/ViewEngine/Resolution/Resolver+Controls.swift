/// Resolution of the controls that write values: `toggle`, `slider`, `picker`. Each reads its
/// current value from its binding; bound props that evaluate to something unusable fall back
/// to a default and are reported as runtime issues, located at the node.
extension Resolver {
    func toggle(_ node: ViewNode, _ props: PropReader, _ context: DataContext) -> RenderNode.Toggle {
        let binding = props.path("binding") ?? BindingPath([])
        return RenderNode.Toggle(
            label: props.string("label") ?? "", isOn: ValueText.isTruthy(context.value(at: binding)), binding: binding,
            onChange: props.action("onChange"))
    }

    func slider(_ node: ViewNode, _ props: PropReader, _ context: DataContext) -> RenderNode.Slider {
        let binding = props.path("binding") ?? BindingPath([])
        var minimum = props.number("min") ?? 0
        var maximum = props.number("max") ?? 1
        if !minimum.isFinite || !maximum.isFinite || maximum <= minimum {
            report(
                "a slider's range \(ValueText.number(minimum))…\(ValueText.number(maximum)) is empty; 0…1 is used",
                at: node.source)
            (minimum, maximum) = (0, 1)
        }
        var step = props.number("step")
        if let value = step, !(value > 0 && value.isFinite) {
            report("a slider's 'step' must be greater than 0, found \(ValueText.number(value)); any value is allowed", at: node.source)
            step = nil
        }
        let bound = ValueText.numeric(context.value(at: binding)) ?? minimum
        return RenderNode.Slider(
            label: props.string("label"), value: Swift.min(maximum, Swift.max(minimum, bound.isFinite ? bound : minimum)),
            minimum: minimum, maximum: maximum, step: step, binding: binding, onChange: props.action("onChange"))
    }

    func picker(_ node: ViewNode, _ props: PropReader, _ context: DataContext) -> RenderNode.Picker {
        let binding = props.path("binding") ?? BindingPath([])
        let options = pickerOptions(props.value("options"), at: node.source)
        var picker = RenderNode.Picker(
            label: props.string("label"), options: options, selectedIndex: nil,
            style: RenderNode.Picker.Style(rawValue: props.string("pickerStyle") ?? "") ?? .menu, binding: binding,
            onChange: props.action("onChange"))
        picker.selectedIndex = picker.index(of: context.value(at: binding))
        return picker
    }

    /// Options from the evaluated `options`: objects give `title` and `value`, plain values
    /// are their own title. Missing data (not loaded yet) is simply no options.
    func pickerOptions(_ value: JSONValue?, at source: SourceRef) -> [RenderNode.Picker.Option] {
        switch value {
        case nil, .null?:
            return []
        case .array(let elements)?:
            var options: [RenderNode.Picker.Option] = []
            options.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                switch element {
                case .object(let object):
                    guard let title = object["title"], let value = object["value"] else {
                        report("picker option \(index) needs \"title\" and \"value\"; it is left out", at: source)
                        continue
                    }
                    appendOption(.init(title: ValueText.string(title), value: value), number: index, to: &options, at: source)
                case .string, .number, .bool:
                    appendOption(.init(title: ValueText.string(element), value: element), number: index, to: &options, at: source)
                case .null, .array:
                    report("picker option \(index) must be {\"title\", \"value\"} or a plain value, found \(element.typeDescription); it is left out", at: source)
                }
            }
            return options
        case let other?:
            report("a picker's 'options' must be an array, found \(other.typeDescription)", at: source)
            return []
        }
    }

    /// Adds `option` unless an earlier option has an equal value: the selection is found by
    /// value, so a second option with the same value could never show as chosen (choosing it
    /// would select the first). The duplicate is left out and reported.
    private func appendOption(
        _ option: RenderNode.Picker.Option, number: Int, to options: inout [RenderNode.Picker.Option], at source: SourceRef
    ) {
        if let earlier = options.firstIndex(where: { ExpressionNode.compare(.equal, $0.value, option.value) }) {
            report(
                "picker option \(number) has the same value as option '\(options[earlier].title)'; options are told apart by value, so it is left out",
                at: source)
            return
        }
        options.append(option)
    }

    /// Records a problem met while resolving the node at `source`, once.
    func report(_ message: String, at source: SourceRef) {
        let location = source.document.map { "\($0.fileName):\(source.location): " } ?? ""
        issues.reportOnce(RuntimeIssue(message: location + message, screen: nil))
    }
}
