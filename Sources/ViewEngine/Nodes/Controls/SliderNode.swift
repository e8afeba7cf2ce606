/// `slider`: chooses a number in a range, optionally in steps.
///
/// The range rules are here once: decoding checks literal `min`/`max`/`step` with them,
/// resolution applies them to bound values, and the payload's ``RenderNode/Slider/accepts``
/// gives hosts the values the slider can send.
enum SliderNode: NodeDefinition {
    static let spec = NodeSpec(
        .slider, .controls,
        props: [
            PropSpec("binding", .statePath, required: true, writes: .number, "State path of the number it shows and writes"),
            PropSpec("min", .number, default: 0, "Smallest value"),
            PropSpec("max", .number, default: 1, "Largest value"),
            PropSpec("step", .number, "Distance between allowed values (none: any value)"),
            PropSpec("label", .text, "What the slider sets, for assistive technology"),
            PropSpec("onChange", .action, "Runs when the user lets go, after the new value is written"),
        ], "Chooses a number in a range",
        example: #"{"type": "slider", "binding": "$.volume", "min": 0, "max": 10, "step": 1, "label": "Volume"}"#)

    /// Why `minimum…maximum` is not a usable range, if it is not.
    static func rangeProblem(_ minimum: Double, _ maximum: Double) -> String? {
        guard !minimum.isFinite || !maximum.isFinite || maximum <= minimum else { return nil }
        return "a slider's 'max' (\(ValueText.number(maximum))) must be greater than its 'min' (\(ValueText.number(minimum)))"
    }

    /// Why `step` is not a usable step, if it is not.
    static func stepProblem(_ step: Double) -> String? {
        step > 0 && step.isFinite ? nil : "a slider's 'step' must be greater than 0, found \(ValueText.number(step))"
    }

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        let minimum = node.constantNumber("min")
        let maximum = node.constantNumber("max")
        if minimum != nil || maximum != nil, let problem = rangeProblem(minimum?.value ?? 0, maximum?.value ?? 1) {
            decoder.report(.valueOutOfRange, problem, at: maximum?.source ?? minimum?.source ?? node.source)
        }
        if let step = node.constantNumber("step"), let problem = stepProblem(step.value) {
            decoder.report(.valueOutOfRange, problem, at: step.source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let binding = scope.binding()
        var minimum = props.number("min") ?? 0
        var maximum = props.number("max") ?? 1
        if let problem = rangeProblem(minimum, maximum) {
            scope.report(problem + "; 0…1 is used")
            (minimum, maximum) = (0, 1)
        }
        var step = props.number("step")
        if let value = step, let problem = stepProblem(value) {
            scope.report(problem + "; any value is allowed")
            step = nil
        }
        let bound = ValueText.numeric(scope.value(at: binding)) ?? minimum
        return .slider(
            RenderNode.Slider(
                label: props.string("label"), value: Swift.min(maximum, Swift.max(minimum, bound.isFinite ? bound : minimum)),
                minimum: minimum, maximum: maximum, step: step, binding: binding, onChange: props.action("onChange")))
    }
}
