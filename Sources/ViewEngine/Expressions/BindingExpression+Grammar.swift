/// Which parts of the language an expression uses, for the engine version a published bundle
/// declares: an engine older than a construct refuses the whole expression.
extension BindingExpression {
    /// Whether the expression chooses (`$.done ? 'green' : 'gray'`) anywhere: at its top, in
    /// parentheses, in a transform's argument or a string-table lookup's argument.
    public var usesChoices: Bool {
        root.containsNode { if case .choice = $0 { return true } else { return false } }
    }

    /// Whether the expression reads by a bound key (`$.items[$.i]`) or into a parenthesised
    /// value (`($.items | sort:title)[0]`) anywhere: steps that only a path took before.
    public var usesSubscripts: Bool {
        root.containsNode { if case .access = $0 { return true } else { return false } }
    }

    /// Whether a step picks a list's element by a member it matches (`$.xs[id == $.id]`).
    public var usesElementMatches: Bool {
        root.containsNode { node in
            guard case .access(_, let accessors) = node else { return false }
            return accessors.contains { if case .match = $0 { true } else { false } }
        }
    }

    /// Whether a call of the transform `name` anywhere in the expression takes a binding or a
    /// pipeline as its argument's first term (`currency:$.code`), not a written value.
    public func bindsArgument(ofTransform name: String) -> Bool {
        root.containsNode { node in
            guard case .pipeline(_, let calls) = node else { return false }
            return calls.contains { call in
                guard call.name == name, let first = call.terms.first else { return false }
                switch first {
                case .path, .expression: return true
                case .word, .operator, .value: return false
                }
            }
        }
    }
}

extension ExpressionNode {
    /// Whether this node or one inside it (transform arguments' pipelines and lookup arguments
    /// included) is one `matches` accepts. A stack, not recursion: an expression may be long.
    func containsNode(where matches: (ExpressionNode) -> Bool) -> Bool {
        var pending = [self]
        while let node = pending.popLast() {
            if matches(node) { return true }
            switch node {
            case .literal, .path: break
            case .pipeline(let input, let calls):
                pending.append(input)
                for call in calls {
                    for case .expression(let inner) in call.terms { pending.append(inner.root) }
                }
            case .comparison(_, let lhs, let rhs): pending += [lhs, rhs]
            case .not(let operand), .negate(let operand): pending.append(operand)
            case .and(let operands), .or(let operands): pending += operands
            case .arithmetic(let first, let steps): pending += [first] + steps.map(\.operand)
            case .membership(let element, let container): pending += [element, container]
            case .lookup(let lookup): pending += lookup.arguments.map(\.value)
            case .choice(let branches, let otherwise): pending += branches.flatMap { [$0.condition, $0.value] } + [otherwise]
            case .access(let base, let accessors):
                pending.append(base)
                pending += accessors.compactMap(\.keyExpression)
            }
        }
        return false
    }
}
