/// Where a control writes: a plain path (`$.env.volume`), or one with bound keys
/// (`$.env.todos[$.index].done`) whose keys are read each time the control is resolved, so a
/// toggle in a list row writes its own element.
extension BindingExpression {
    /// Whether the expression names a place to write: a path from `$` with at least one step,
    /// whose later steps may be bound keys. Transforms, operators and parenthesised values
    /// name none.
    public var isWritablePath: Bool { writableParts != nil }

    /// The path before the first bound key (all of a plain path): its first step is the state
    /// written (`env`, or a screen value). Nil when the expression is not writable.
    public var writableBase: BindingPath? { writableParts?.base }

    /// The first bound key of a writable path (`$.index` of `$.todos[$.index].done`), as an
    /// expression of its own; nil for a plain path.
    var firstBoundKey: BindingExpression? {
        guard let (_, accessors) = writableParts, case .key(let key, let written)? = accessors.first(where: { $0.keyExpression != nil }) else {
            return nil
        }
        return BindingExpression(source: written, root: key)
    }

    /// The steps a write takes, a bound key counting as one, for ``NestingLimits/statePathSteps``.
    var writableStepCount: Int? {
        guard let (base, accessors) = writableParts else { return nil }
        return accessors.reduce(base.components.count) { count, accessor in
            switch accessor {
            case .steps(let path): return count + path.components.count
            case .key, .match: return count + 1
            }
        }
    }

    /// The path a write goes to, with bound keys read in `context`; nil when the expression is
    /// not writable or a bound step picks nothing: a key that is missing, a fraction or a
    /// boolean, a key into a list that is no element of it (text, an index past the end), a
    /// match no element meets. A match step becomes the index of the element it found.
    public func writablePath(in context: DataContext, environment: EvaluationEnvironment) -> BindingPath? {
        guard let (base, accessors) = writableParts else { return nil }
        guard !accessors.isEmpty else { return base }
        var components = base.components
        for accessor in accessors {
            switch accessor {
            case .steps(let path):
                components += path.components
            case .key(let key, _):
                guard let component = BindingPath.Component(key: key.evaluate(context, environment)) else { return nil }
                // Only an element that is there can be written in a list (a write never adds one).
                if case .array(let elements)? = context.value(at: BindingPath(components)) {
                    guard var index = component.index else { return nil }
                    if index < 0 { index += elements.count }
                    guard elements.indices.contains(index) else { return nil }
                }
                components.append(component)
            case .match(let member, let wanted, _):
                let container = context.value(at: BindingPath(components))
                guard let index = ElementMatch.index(in: container, member: member, equalTo: wanted.evaluate(context, environment)) else { return nil }
                components.append(.init(String(index)))
            }
        }
        return BindingPath(components)
    }

    private var writableParts: (base: BindingPath, accessors: [ExpressionNode.Accessor])? {
        switch root {
        case .path(let path) where !path.components.isEmpty: return (path, [])
        case .access(.path(let path), let accessors) where !path.components.isEmpty: return (path, accessors)
        default: return nil
        }
    }
}
