/// Reads a node's props as typed values in a data context.
struct PropReader {
    let props: Props
    let context: DataContext
    let environment: EvaluationEnvironment

    func value(_ name: String) -> JSONValue? {
        switch props[name] {
        case .value(let template)?: return template.evaluate(in: context, environment: environment)
        case .expression(let expression)?: return expression.evaluate(in: context, environment: environment)
        default: return nil
        }
    }

    func string(_ name: String) -> String? {
        switch props[name] {
        case .value(.constant(.string(let text)))?: return text
        case .value(.text(let text))?: return text.string(in: context, environment: environment)
        case nil: return nil
        default:
            guard let value = value(name), !value.isNull else { return nil }
            return ValueText.string(value)
        }
    }

    func number(_ name: String) -> Double? {
        if case .value(.constant(.number(let n)))? = props[name] { return n }
        return ValueText.numeric(value(name))
    }

    func bool(_ name: String) -> Bool? {
        switch props[name] {
        case .value(.constant(.bool(let b)))?: return b
        case .expression(let expression)?: return expression.isTrue(in: context, environment: environment)
        case nil: return nil
        default: return ValueText.isTruthy(value(name))
        }
    }

    func action(_ name: String) -> BoundAction? {
        guard case .action(let action)? = props[name] else { return nil }
        return BoundAction(action: action, context: context)
    }

    func node(_ name: String) -> ViewNode? {
        if case .node(let node)? = props[name] { return node }
        return nil
    }

    func nodes(_ name: String) -> [ViewNode] {
        switch props[name] {
        case .node(let node)?: return [node]
        case .nodes(let nodes)?: return nodes
        default: return []
        }
    }

    /// The state path `name` writes to, its bound keys read here (`$.todos[$.index].done`).
    func path(_ name: String) -> BindingPath? {
        if case .expression(let expression)? = props[name] { return expression.writablePath(in: context, environment: environment) }
        return nil
    }
}
