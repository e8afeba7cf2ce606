/// A JSON value whose strings may hold bindings: action parameters, component parameters,
/// event payloads, `setState` values. Evaluating it yields plain JSON.
public enum ValueTemplate: Sendable {
    /// A value without bindings, returned as is; the decoder makes binding-free strings, arrays
    /// and objects one constant.
    case constant(JSONValue)
    /// A string holding a binding or `${…}` interpolation.
    case text(TextValue)
    /// An array with at least one element that holds a binding.
    indirect case array([ValueTemplate])
    /// An object with at least one member that holds a binding; members keep their JSON order.
    indirect case object([(key: String, value: ValueTemplate)])

    /// The plain JSON value for `context`; a binding whose data is missing gives `null`.
    public func evaluate(in context: DataContext, environment: EvaluationEnvironment) -> JSONValue {
        switch self {
        case .constant(let value):
            return value
        case .text(let text):
            return text.evaluate(in: context, environment: environment) ?? .null
        case .array(let items):
            return .array(items.map { $0.evaluate(in: context, environment: environment) })
        case .object(let members):
            var object = JSONObject()
            for member in members {
                object[member.key] = member.value.evaluate(in: context, environment: environment)
            }
            return .object(object)
        }
    }

    /// Evaluates to an object; a non-object evaluates to an empty one.
    public func evaluateObject(in context: DataContext, environment: EvaluationEnvironment) -> JSONObject {
        evaluate(in: context, environment: environment).objectValue ?? [:]
    }

    /// The member names, when this is an object.
    public var keys: [String] {
        if case .object(let members) = self { return members.map(\.key) }
        return []
    }

    /// The members in their JSON order, when this is an object (bound or constant); empty otherwise.
    public var members: [(name: String, value: ValueTemplate)] {
        switch self {
        case .object(let members): return members.map { ($0.key, $0.value) }
        case .constant(.object(let object)): return object.members.map { ($0.key, .constant($0.value)) }
        default: return []
        }
    }

    /// Every expression inside, for validation.
    public var expressions: [BindingExpression] {
        switch self {
        case .constant: return []
        case .text(let text): return text.expressions
        case .array(let items): return items.flatMap(\.expressions)
        case .object(let members): return members.flatMap(\.value.expressions)
        }
    }

    /// Whether evaluating can only ever give the same value.
    public var isConstant: Bool {
        switch self {
        case .constant: return true
        case .text(let text): return text.isLiteral
        case .array(let items): return items.allSatisfy(\.isConstant)
        case .object(let members): return members.allSatisfy(\.value.isConstant)
        }
    }

    /// Whether it may read a list row's names (`$.item`, `$.index`), however written (`$['item']`
    /// too): a path that starts with one, or one that starts with a bound key on `$`
    /// (`$[$.name]`), which may pick either.
    var readsRow: Bool {
        expressions.contains { expression in
            expression.paths.contains { path in
                guard let first = path.components.first else { return true }
                return DataContext.rowNames.contains(first.name)
            }
        }
    }
}
