extension BundleValidator.Checker {
    /// Checks an expression's paths and transforms against what is known here and returns the
    /// shape of its value (`unknown` when it cannot be known).
    @discardableResult
    mutating func check(_ expression: BindingExpression, at source: SourceRef) -> ValueShape {
        if problemsInString?.source != source { problemsInString = (source, diagnostics.all.count) }
        return shape(of: expression.root, at: source)
    }

    /// How many problems the expressions checked in a row at one place report before the rest
    /// of them is left unchecked: one string, or one action whose values are checked at the
    /// action. Each report finds its place by searching the whole string, so a hostile binding
    /// failing at each of 4,000 steps (`| where:x`, `+ $.missing`) took 15 s to list; the first
    /// problems say what to fix, and the next run lists the next ones.
    static let problemsPerString = 20

    /// Whether the expressions at `source` have reported ``problemsPerString`` problems; never
    /// for a value made in code (no document to search).
    func hasListedEnough(at source: SourceRef) -> Bool {
        guard source.document != nil, let counted = problemsInString, counted.source == source else { return false }
        return diagnostics.all.count - counted.before >= Self.problemsPerString
    }

    mutating func check(_ template: ValueTemplate?, at source: SourceRef) {
        guard let template else { return }
        for expression in template.expressions { check(expression, at: source) }
        checkLiteralText(template, at: source)
    }

    /// The shape a value template gives: constants by their value, a whole binding by its
    /// expression, interpolated text is text.
    @discardableResult
    mutating func shape(of template: ValueTemplate, at source: SourceRef) -> ValueShape {
        switch template {
        case .constant(let value): return ValueShape(of: value)
        case .text(.binding(let expression)): return check(expression, at: source)
        case .text(.literal), .text(.interpolated):
            check(template, at: source)
            return .text
        case .array, .object:
            check(template, at: source)
            return .unknown
        }
    }

    @discardableResult
    mutating func shape(of node: ExpressionNode, at source: SourceRef) -> ValueShape {
        if hasListedEnough(at: source) { return .unknown }
        switch node {
        case .literal(let value):
            checkQuotedText(value, at: source)
            return ValueShape(of: value)
        case .path(let path):
            return shape(of: path, at: source)
        case .pipeline(let input, let calls):
            var current = shape(of: input, at: source)
            for call in calls {
                if hasListedEnough(at: source) { return .unknown }
                for term in call.terms {
                    switch term {
                    case .path(let path): shape(of: path, at: source)
                    // A pipeline in the argument is checked whole: its transforms and keys too.
                    case .expression(let expression): check(expression, at: source)
                    case .word, .operator, .value: break
                    }
                }
                if let input = TransformShapes.input(of: call.name), !TransformShapes.accepts(input, current) {
                    let wanted = input == .array ? "an array" : "a number, text or date"
                    let located = source.locating("\(call.name)")
                    report(
                        .transformOnWrongType, "'\(call.name)' takes \(wanted), but its input is \(current.kindDescription) here, so it would do nothing",
                        at: located.source, path: located.path)
                    current = .unknown
                } else {
                    checkElementKeys(of: call, in: current, at: source)
                    checkSumAddends(of: call, at: source)
                    current = TransformShapes.result(of: call.name, argument: call.argument, on: current)
                }
            }
            return current
        case .arithmetic(let first, let steps):
            var shapes = [shape(of: first, at: source)]
            for step in steps { shapes.append(shape(of: step.operand, at: source)) }
            checkFormattedOperands(first, steps, shapes: shapes, at: source)
            return shapes.allSatisfy { $0 == .number } ? .number : .unknown
        case .negate(let operand):
            shape(of: operand, at: source)
            return .number
        case .membership(let element, let container):
            shape(of: element, at: source)
            shape(of: container, at: source)
            return .bool
        case .comparison(_, let lhs, let rhs):
            shape(of: lhs, at: source)
            shape(of: rhs, at: source)
            return .bool
        case .not(let operand):
            shape(of: operand, at: source)
            return .bool
        case .and(let operands), .or(let operands):
            for operand in operands { shape(of: operand, at: source) }
            return .bool
        case .lookup(let lookup):
            for argument in lookup.arguments { shape(of: argument.value, at: source) }
            checkLookup(lookup, at: source)
            return .text
        case .choice(let branches, let otherwise):
            var values: [ValueShape] = []
            for branch in branches {
                shape(of: branch.condition, at: source)
                checkJoinedText(asCondition: branch.condition, at: source)
                values.append(shape(of: branch.value, at: source))
            }
            let last = shape(of: otherwise, at: source)
            return values.allSatisfy { $0 == last } ? last : .unknown
        case .access(let base, let accessors):
            return shape(reading: accessors, from: base, at: source)
        }
    }

    /// The shape at `path`, reporting a step the known shape does not have.
    @discardableResult
    mutating func shape(of path: BindingPath, at source: SourceRef) -> ValueShape {
        guard let first = path.components.first else { return .unknown }
        let root: ValueShape
        switch first.name {
        case "env":
            guard let env = scope.env else { return .unknown }
            root = env
        case "item" where scope.item != nil:
            root = scope.item!
        case "index" where scope.item != nil:
            return path.components.count == 1 ? .number : .unknown
        case let name where ClockValues.names.contains(name) && scope.names[name] == nil:
            return path.components.count == 1 ? .text : .unknown
        default:
            if let named = scope.names[first.name] {
                root = named
            } else {
                if scope.isClosed && !DataScope.alwaysKnown.contains(first.name) {
                    let known = Array(scope.names.keys) + DataScope.alwaysKnown + (scope.item == nil ? [] : ["item", "index"])
                    let located = source.locating("$.\(first.name)")
                    report(
                        .unknownScreenValue,
                        "unknown value $.\(first.name): the screen declares no parameter '\(first.name)' and nothing in the bundle writes such screen state\(Suggestion.didYouMean(first.name, in: known))",
                        at: located.source, path: located.path)
                } else if let outer = scope.outerNames, !outer.contains(first.name), !DataScope.alwaysKnown.contains(first.name) {
                    let located = source.locating("$.\(first.name)")
                    report(
                        .unknownComponentValue,
                        "$.\(first.name) is not a parameter of this component, and no screen or component provides it\(Suggestion.didYouMean(first.name, in: Array(scope.names.keys)))",
                        at: located.source, path: located.path)
                }
                return .unknown
            }
        }
        switch root.follow(path.components.dropFirst()) {
        case .success(let shape):
            return shape
        case .failure(let miss):
            reportMiss(miss, in: path, at: source)
            return .unknown
        }
    }

    /// Reports the step of `path` at `miss` that its parent's shape does not have. After a
    /// bound key, `path` holds the steps that follow it and `prefix` what they follow
    /// (`$.items[$.i]`), which messages show in front of them.
    mutating func reportMiss(_ miss: ValueShape.PathMiss, in path: BindingPath, after prefix: String? = nil, at source: SourceRef) {
        let name = path.components[miss.index].name
        let parentPath = BindingPath(Array(path.components[..<miss.index]))
        let parent = prefix.map { $0 + parentPath.description.dropFirst() } ?? parentPath.description
        let written = prefix.map { $0 + path.description.dropFirst() } ?? path.description
        let reason: String
        switch miss.parent {
        case .object:
            let owner = parent == "$.env" ? "app state (app.json's \"state\")" : parent
            reason = "\(owner) has no member '\(name)'\(Suggestion.didYouMean(name, in: miss.parent.memberNames))"
        case .array where ["length", "count", "size"].contains(name):
            reason = "\(parent) is an array, whose number of elements is \(parent) | count"
        case .array:
            reason = "\(parent) is an array: pick an element first (\(parent)[0].\(name)) or use a transform (| map:\(name))"
        default:
            reason = "\(parent) is \(miss.parent.kindDescription), which has no members"
        }
        let located = source.locating(".\(name)")
        report(.unknownDataPath, "unknown path \(written): \(reason)", at: located.source, path: located.path)
    }

    /// The shape of a list's rows' `$.item`: the element shape of its `items` binding. Items
    /// written as text that looks like a binding (`"($.a | sort) | take:3"`) are reported as
    /// other text is (SDUI0404): the list would show no rows.
    mutating func rowShape(of list: ViewNode) -> ValueShape {
        guard let entry = list.props.entries.first(where: { $0.name == "items" }) else { return .unknown }
        guard case .value(.text(.binding(let expression))) = entry.value else {
            if case .value(let template) = entry.value { checkLiteralText(template, at: entry.source) }
            return .unknown
        }
        return check(expression, at: entry.source).element
    }

    /// Checks the bindings a node holds itself (not its children): condition, props that are
    /// values or expressions, bound styles and modifiers' bound arguments.
    mutating func checkData(of node: ViewNode) {
        if let condition = node.condition { check(condition, at: node.source.member("condition")?.source ?? node.source) }
        let spec = node.kind.map(NodeCatalog.spec(for:))
        // A list's items are checked for its rows' shape, a screen's computed values in order.
        for entry in node.props.entries where !(node.kind == .list && entry.name == "items") && !(node.kind == .screen && entry.name == "computed") {
            if spec?.prop(named: entry.name)?.type == .statePath { noteWrite(to: entry.value) }
            switch entry.value {
            case .value(let template) where entry.name == "options" && (node.kind == .picker || node.kind == .multiPicker):
                checkOptionKeys(of: node, options: shape(of: template, at: entry.source), at: entry.source)
            case .value(let template):
                check(template, at: entry.source)
                if spec?.prop(named: entry.name)?.type == .text { checkWholeDataShown(template, at: entry.source) }
            case .expression(let expression):
                let shape = check(expression, at: entry.source)
                if spec?.prop(named: entry.name)?.type == .statePath, let base = expression.writableBase {
                    checkRowIndex(keyedBy: expression.firstBoundKey, into: base, written: expression.source, at: entry.source)
                    checkRowCopyWrite(to: base, written: expression.source, asKey: false, at: entry.source)
                    if let name = base.components.first?.name {
                        let written = expression.source.drop { $0 == " " }
                        let meant = written.hasPrefix("$.") && !written.hasSuffix(" ") ? "$.env." + written.dropFirst(2) : "$.env.\(name)…"
                        checkScreenState(named: name, writtenAs: expression.source, appStateKey: meant, at: entry.source)
                    }
                }
                if let written = spec?.prop(named: entry.name)?.writes, expression.isWritablePath {
                    checkWrite(of: written, to: expression.source, declared: shape, by: "a \(node.kind?.name ?? "node")'s '\(entry.name)'", at: entry.source)
                }
            default: break
            }
        }
        for binding in node.styleBindings {
            check(binding.expression, at: binding.source)
            checkOutcomes(of: binding)
        }
    }

    /// Checks the data an action reads and writes.
    mutating func checkData(of action: Action) {
        if let condition = action.condition { check(condition, at: action.source.member("condition")?.source ?? action.source) }
        switch action.kind {
        case .navigate(_, let params), .present(_, let params), .custom(_, let params):
            check(params, at: action.source)
        case .api(let endpoint, let params, let resultKey, let dataSource):
            noteWrite(to: resultKey)
            if dataSource == BundleDataSource.name, case .literal(let file) = endpoint, bundle.dataFiles[file] == nil {
                let located = action.source.locating(file)
                report(
                    .unknownDataFile, "no data file data/\(file).json\(Suggestion.didYouMean(file, in: bundle.dataFiles.keys))",
                    at: located.source, path: located.path)
            }
            for expression in endpoint.expressions { check(expression, at: action.source) }
            check(params, at: action.source)
        case .setState(let key, let value):
            checkWrite(key, at: action.source)
            let bound = checkReturningShape(value, at: action.source)
            checkFit(of: action.kind, bound: bound, at: action.source)
        case .state(let stateAction):
            checkWrite(stateAction.key, at: action.source)
            let bound = checkValues(of: stateAction, at: action.source)
            checkFit(of: action.kind, bound: bound, at: action.source)
        case .scrollTo(let id, _, _):
            for expression in id.expressions { check(expression, at: action.source) }
        case .dismiss, .back, .selectTab, .reload, .sequence, .parallel:
            break
        }
    }
}
