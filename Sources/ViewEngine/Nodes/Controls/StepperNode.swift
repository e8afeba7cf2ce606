/// `stepper`: SwiftUI's `Stepper`, − and + buttons that change a number in state by a step,
/// within an optional range.
///
/// The engine works out the two values the buttons write (the bound value a step down and a
/// step up, kept in the range); a button at the end of the range writes nothing and is
/// disabled. Hosts accept exactly those two values (``RenderNode/Stepper/accepts``).
enum StepperNode: NodeDefinition {
    static let spec = NodeSpec(
        .stepper, .controls,
        props: [
            PropSpec("label", .text, "What the stepper changes, shown beside its buttons (bind it to show the value)"),
            PropSpec("binding", .statePath, required: true, writes: .number, "State path of the number it shows and writes"),
            PropSpec("step", .number, default: 1, "How much one press adds or takes away"),
            PropSpec("min", .number, "Smallest value (none: no lower bound)"),
            PropSpec("max", .number, "Largest value (none: no upper bound)"),
            PropSpec("onChange", .action, "Runs after each press, once the new value is written"),
        ], "Changes a number a step at a time with − and + buttons",
        example: #"{"type": "stepper", "label": "Quantity: ${$.quantity | default:1}", "binding": "$.quantity", "min": 1, "max": 5}"#)

    /// Why `step` cannot be used, if it cannot.
    static func stepProblem(_ step: Double) -> String? {
        step > 0 && step.isFinite ? nil : "a stepper's 'step' must be greater than 0, found \(ValueText.number(step))"
    }

    /// Why `minimum…maximum` is not a range, if it is not.
    static func rangeProblem(_ minimum: Double?, _ maximum: Double?) -> String? {
        guard let minimum, let maximum, maximum < minimum else { return nil }
        return "a stepper's 'max' (\(ValueText.number(maximum))) must not be less than its 'min' (\(ValueText.number(minimum)))"
    }

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        let minimum = node.constantNumber("min")
        let maximum = node.constantNumber("max")
        if let problem = rangeProblem(minimum?.value, maximum?.value) {
            decoder.report(.valueOutOfRange, problem, at: maximum?.source ?? node.source)
        }
        if let step = node.constantNumber("step"), let problem = stepProblem(step.value) {
            decoder.report(.valueOutOfRange, problem, at: step.source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        var minimum = props.number("min").flatMap { $0.isFinite ? $0 : nil }
        var maximum = props.number("max").flatMap { $0.isFinite ? $0 : nil }
        if let problem = rangeProblem(minimum, maximum) {
            scope.report(problem + "; the stepper has no range")
            (minimum, maximum) = (nil, nil)
        }
        var step = props.number("step") ?? 1
        if let problem = stepProblem(step) {
            scope.report(problem + "; 1 is used")
            step = 1
        }
        let binding = scope.binding()
        let bound = ValueText.numeric(scope.value(at: binding)).flatMap { $0.isFinite ? $0 : nil }
        let value = RenderNode.Stepper.clamp(bound ?? minimum ?? 0, minimum, maximum)
        return .stepper(
            RenderNode.Stepper(
                label: props.string("label") ?? "", value: value, step: step, minimum: minimum, maximum: maximum, binding: binding,
                onChange: props.action("onChange")))
    }
}

extension RenderNode {
    /// A number changed a step at a time.
    public struct Stepper: Sendable {
        /// What the stepper changes, shown beside its buttons; empty when the `label` prop is absent.
        public var label: String
        /// The bound value, kept in the range (the minimum, else 0, when missing).
        public var value: Double
        /// Always greater than 0.
        public var step: Double
        /// The smallest value, from `min`; nil for no lower bound, or when `min` is above `max`.
        public var minimum: Double?
        /// Never less than ``minimum``.
        public var maximum: Double?
        /// The state path from `binding` of the number; a press writes ``decremented`` or
        /// ``incremented`` there.
        public var binding: BindingPath
        /// Runs after each press.
        public var onChange: BoundAction?

        /// What − writes; nil at the lower end of the range (the button is disabled).
        public var decremented: Double? {
            let next = Self.clamp(DecimalRounding.significant(value - step), minimum, maximum)
            return next < value && next.isFinite ? next : nil
        }

        /// What + writes; nil at the upper end of the range. Steps of a decimal land on
        /// decimals (0.2 + 0.1 writes 0.3, not 0.30000000000000004), so ten presses of 0.1
        /// reach a maximum of 1 rather than stop a hair below it.
        public var incremented: Double? {
            let next = Self.clamp(DecimalRounding.significant(value + step), minimum, maximum)
            return next > value && next.isFinite ? next : nil
        }

        /// What a host may write for it: the value a step down or a step up.
        public var accepts: AcceptedValue { .step(from: value, to: [decremented, incremented].compactMap { $0 }) }

        static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
            Swift.min(maximum ?? .infinity, Swift.max(minimum ?? -.infinity, value))
        }

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["label": .string(label), "value": .number(value), "step": .number(step)]
            o["min"] = minimum.map(JSONValue.number)
            o["max"] = maximum.map(JSONValue.number)
            o["binding"] = .string(binding.description)
            if let onChange { o["onChange"] = onChange.action.jsonValue }
            return o
        }
    }
}
