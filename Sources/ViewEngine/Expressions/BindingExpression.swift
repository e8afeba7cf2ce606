/// A compiled binding or condition: `$.podcast.trackName | uppercase`,
/// `$.podcast.trackCount > 100 && !($.podcast.feedUrl | empty)`.
///
/// Parse once with ``ExpressionParser``, evaluate many times. Evaluation never throws: a
/// missing value is `nil`, and comparisons involving it are false (except `== null`).
public struct BindingExpression: Sendable, CustomStringConvertible {
    /// The text it was parsed from.
    public let source: String
    let root: ExpressionNode

    init(source: String, root: ExpressionNode) {
        self.source = source
        self.root = root
    }

    public var description: String { source }

    /// The value, or `nil` when the data is missing.
    public func evaluate(in context: DataContext, environment: EvaluationEnvironment) -> JSONValue? {
        root.evaluate(context, environment)
    }

    /// The value as a condition: truthiness of the result.
    public func isTrue(in context: DataContext, environment: EvaluationEnvironment) -> Bool {
        ValueText.isTruthy(root.evaluate(context, environment))
    }

    /// The data paths the expression reads, for validation and tooling.
    public var paths: [BindingPath] {
        var found: [BindingPath] = []
        root.collectPaths(into: &found)
        return found
    }

    /// When the expression is a bare path (no transforms, no operators): that path. Two-way
    /// bindings (`text_field`) need one.
    public var plainPath: BindingPath? {
        if case .path(let path) = root { return path }
        return nil
    }
}

/// Expressions are equal when parsed from the same text (as transform arguments compare them).
extension BindingExpression: Hashable {
    public static func == (lhs: BindingExpression, rhs: BindingExpression) -> Bool { lhs.source == rhs.source }

    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// Comparison operators of conditions.
public enum ComparisonOperator: String, Sendable, CaseIterable {
    /// `==`: true for equal values (`"42" == 42`); a missing side equals only `null` or another missing one.
    case equal = "=="
    /// `!=`: true for values `==` finds unequal, but false when either side is missing.
    case notEqual = "!="
    /// `>=`: numerically when either side is a number (the other may be a numeric string); two strings
    /// compare as text, by Unicode scalars, even when both hold numbers (`"10" < "9"`), so ISO dates
    /// order correctly; else false.
    case greaterOrEqual = ">="
    /// `<=`: numerically when either side is a number (the other may be a numeric string); two strings
    /// compare as text, by Unicode scalars, even when both hold numbers (`"10" < "9"`), so ISO dates
    /// order correctly; else false.
    case lessOrEqual = "<="
    /// `>`: numerically when either side is a number (the other may be a numeric string); two strings
    /// compare as text, by Unicode scalars, even when both hold numbers (`"10" < "9"`), so ISO dates
    /// order correctly; else false.
    case greater = ">"
    /// `<`: numerically when either side is a number (the other may be a numeric string); two strings
    /// compare as text, by Unicode scalars, even when both hold numbers (`"10" < "9"`), so ISO dates
    /// order correctly; else false.
    case less = "<"
}

struct TransformCall: Sendable {
    let name: String
    let argument: String?
    /// The argument's terms, for transforms that take terms (their paths are read too).
    let terms: [TransformTerm]
    let function: Transform.BoundFunction
}

enum ExpressionNode: Sendable {
    case literal(JSONValue)
    case path(BindingPath)
    indirect case pipeline(ExpressionNode, [TransformCall])
    indirect case comparison(ComparisonOperator, ExpressionNode, ExpressionNode)
    indirect case not(ExpressionNode)
    /// Operands of a `&&` chain, left to right (a chain is one node, never a deep tree).
    case and([ExpressionNode])
    /// Operands of a `||` chain, left to right.
    case or([ExpressionNode])
    /// A chain of operators of one precedence level, applied left to right (`a - b + c`).
    /// Like `&&` chains, a long chain is one node, so evaluation never recurses per operand.
    indirect case arithmetic(ExpressionNode, [ArithmeticStep])
    /// `-operand`.
    indirect case negate(ExpressionNode)
    /// `element in container`, or `container contains element` with the sides swapped.
    indirect case membership(element: ExpressionNode, container: ExpressionNode)
    /// `@key(name: value, …)`: a string-table text for the environment's locale.
    case lookup(StringLookup)
    /// `a ? x : b ? y : z`: the value of the first branch whose condition is true, else
    /// `otherwise`. A chain is one node, like `&&` chains.
    indirect case choice([ChoiceBranch], otherwise: ExpressionNode)
    /// A value read further by steps: `$.items[$.i].title` is the path `$.items`, the key
    /// `$.i`, then `.title`; `($.items | sort:title)[0]` starts from a pipeline (its steps may
    /// all be fixed). A path from `$` without a bound key stays a ``path(_:)``. A chain of
    /// steps is one node.
    indirect case access(ExpressionNode, [Accessor])

    /// One step of an ``access(_:_:)``: fixed steps as a path reads them, or a bound key.
    enum Accessor: Sendable {
        /// `.title`, `[0]`, `['a b']`: followed as a path's steps are.
        case steps(BindingPath)
        /// `[$.i]`, `[$.item.id]`: its value picks the step, as ``BindingPath/Component/init(key:)``
        /// reads it. `written` is the key's text, for messages.
        case key(ExpressionNode, written: String)
        /// `[id == $.expenseId]`: the first element of a list whose member equals the value
        /// (``ElementMatch``). `written` is the text inside the brackets, for messages.
        case match(member: BindingPath, value: ExpressionNode, written: String)

        /// The expression a bound step evaluates: a key, or the value a match compares with.
        var keyExpression: ExpressionNode? {
            switch self {
            case .steps: nil
            case .key(let key, _): key
            case .match(_, let value, _): value
            }
        }
    }

    /// `condition ? value` in a choice.
    struct ChoiceBranch: Sendable {
        let condition: ExpressionNode
        let value: ExpressionNode
    }

    struct ArithmeticStep: Sendable {
        let op: ArithmeticOperator
        let operand: ExpressionNode
    }

    func evaluate(_ context: DataContext, _ environment: EvaluationEnvironment) -> JSONValue? {
        switch self {
        case .literal(let value):
            return value
        case .path(let path):
            return context.value(at: path)
        case .pipeline(let input, let calls):
            var value = input.evaluate(context, environment)
            for call in calls { value = call.function(value, context, environment) }
            return value
        case .arithmetic(let first, let steps):
            var value = first.evaluate(context, environment)
            for step in steps { value = step.op.apply(value, step.operand.evaluate(context, environment)) }
            return value
        case .negate(let operand):
            guard let number = ValueText.numeric(operand.evaluate(context, environment)) else { return nil }
            return .number(-number)
        case .membership(let element, let container):
            return .bool(Membership.contains(container.evaluate(context, environment), element.evaluate(context, environment)))
        case .comparison(let op, let lhs, let rhs):
            return .bool(Self.compare(op, lhs.evaluate(context, environment), rhs.evaluate(context, environment)))
        case .not(let operand):
            return .bool(!ValueText.isTruthy(operand.evaluate(context, environment)))
        case .lookup(let lookup):
            return .string(lookup.text(context, environment))
        case .and(let operands):
            return .bool(operands.allSatisfy { ValueText.isTruthy($0.evaluate(context, environment)) })
        case .or(let operands):
            return .bool(operands.contains { ValueText.isTruthy($0.evaluate(context, environment)) })
        case .choice(let branches, let otherwise):
            // Only the chosen value is evaluated: a branch may format or look up at some cost.
            for branch in branches where ValueText.isTruthy(branch.condition.evaluate(context, environment)) {
                return branch.value.evaluate(context, environment)
            }
            return otherwise.evaluate(context, environment)
        case .access(let base, let accessors):
            var value = base.evaluate(context, environment)
            for accessor in accessors {
                guard let current = value else { return nil }
                switch accessor {
                case .steps(let path):
                    value = path.follow(from: current, startingAt: 0)
                case .key(let key, _):
                    value = BindingPath.Component(key: key.evaluate(context, environment))?.value(in: current)
                case .match(let member, let wanted, _):
                    value = ElementMatch.element(in: current, member: member, equalTo: wanted.evaluate(context, environment))
                }
            }
            return value
        }
    }

    /// Comparison semantics:
    /// - a missing value compares false with everything, except that it `== null`;
    /// - numbers compare numerically, also against numeric strings (`"42" == 42`);
    /// - strings compare by Unicode scalars (ISO dates therefore order correctly);
    /// - other mixed types are unequal and unordered.
    static func compare(_ op: ComparisonOperator, _ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
        guard let lhs, let rhs else {
            let other = lhs ?? rhs
            return op == .equal && (other == nil || other == .null)
        }
        if case .number(let l) = lhs, let r = ValueText.numeric(rhs) { return order(op, l, r) }
        if case .number(let r) = rhs, let l = ValueText.numeric(lhs) { return order(op, l, r) }
        switch (lhs, rhs) {
        case (.string(let l), .string(let r)):
            return order(op, l, r)
        default:
            switch op {
            case .equal: return lhs == rhs
            case .notEqual: return lhs != rhs
            default: return false
            }
        }
    }

    private static func order<T: Comparable>(_ op: ComparisonOperator, _ l: T, _ r: T) -> Bool {
        switch op {
        case .equal: return l == r
        case .notEqual: return l != r
        case .greater: return l > r
        case .less: return l < r
        case .greaterOrEqual: return l >= r
        case .lessOrEqual: return l <= r
        }
    }

    func collectPaths(into paths: inout [BindingPath]) {
        switch self {
        case .literal: break
        case .path(let path): paths.append(path)
        case .pipeline(let input, let calls):
            input.collectPaths(into: &paths)
            for call in calls { paths.append(contentsOf: TransformTerm.paths(in: call.terms)) }
        case .arithmetic(let first, let steps):
            first.collectPaths(into: &paths)
            for step in steps { step.operand.collectPaths(into: &paths) }
        case .negate(let operand): operand.collectPaths(into: &paths)
        case .membership(let element, let container):
            element.collectPaths(into: &paths)
            container.collectPaths(into: &paths)
        case .comparison(_, let l, let r):
            l.collectPaths(into: &paths)
            r.collectPaths(into: &paths)
        case .and(let operands), .or(let operands):
            for operand in operands { operand.collectPaths(into: &paths) }
        case .not(let operand): operand.collectPaths(into: &paths)
        case .lookup(let lookup):
            for argument in lookup.arguments { argument.value.collectPaths(into: &paths) }
        case .choice(let branches, let otherwise):
            for branch in branches {
                branch.condition.collectPaths(into: &paths)
                branch.value.collectPaths(into: &paths)
            }
            otherwise.collectPaths(into: &paths)
        case .access(let base, let accessors):
            // The steps after a bound key are no path from `$`, so only the keys' paths count.
            base.collectPaths(into: &paths)
            for case let key? in accessors.map(\.keyExpression) { key.collectPaths(into: &paths) }
        }
    }
}
