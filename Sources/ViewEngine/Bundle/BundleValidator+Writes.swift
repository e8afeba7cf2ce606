extension BundleValidator.Checker {
    /// Remembers a top-level name of screen state that something writes.
    mutating func noteWrite(to name: String?) {
        if let name, name != "env" { writtenNames.insert(name) }
    }

    /// Remembers the name a two-way binding (a control's value) writes.
    mutating func noteWrite(to value: PropValue) {
        switch value {
        case .expression(let expression): noteWrite(to: expression.writableBase?.components.first?.name)
        case .value(.text(.binding(let expression))): noteWrite(to: expression.plainPath?.components.first?.name)
        default: break
        }
    }

    /// Checks where a state action or `setState` writes: an `env.` key must follow the
    /// declared shape, its bound parts standing for an element of the array they pick from.
    mutating func checkWrite(_ key: StateKey, at source: SourceRef) {
        if case .name(let name)? = key.segments.first {
            noteWrite(to: name)
            let located = source.member("key")
            checkScreenState(named: name, writtenAs: key.source, appStateKey: "env.\(key.source)", at: located?.source ?? source, path: located?.path)
        }
        for expression in key.expressions { check(expression, at: source) }
        checkRowIndex(keyedBy: key.expressions.first, into: BindingPath(key.namePrefix), written: key.source, at: source)
        checkRowCopyWrite(to: BindingPath(key.namePrefix), written: key.source, asKey: true, at: source)
        guard key.isAppState, let env = scope.env else { return }
        let path = BindingPath(key.namePrefix)
        switch env.follow(path.components.dropFirst()) {
        case .failure(let miss): reportMiss(miss, in: path, at: source)
        case .success(let shape): checkWrite(key.segments.dropFirst(path.components.count), of: shape, after: path.description, at: source)
        }
    }

    /// Checks the parts of a key after its first bound one (`.amount` of
    /// `env.expenses[id == $.id].amount`) against the declared shape `shape` they start in;
    /// `written` is the key so far, as messages show it.
    private mutating func checkWrite(_ segments: ArraySlice<StateKey.Segment>, of shape: ValueShape, after written: String, at source: SourceRef) {
        var shape = shape
        var written = written
        for segment in segments {
            switch segment {
            case .bound(let expression):
                // A bound part into an object names a member no one can check here.
                guard case .array(let element) = shape else { return }
                shape = element
                written += "[\(expression.source)]"
            case .match(let member, let expression):
                let part = "\(member.components.map(\.name).joined(separator: ".")) == \(expression.source)"
                shape = element(of: shape, matching: member, written: part, after: written, at: source)
                written += "[\(part)]"
            case .name(let name):
                guard let next = shape.member(name) else {
                    let located = source.member("key")
                    report(
                        .unknownDataPath, "unknown path \(written).\(name): \(written) has no member '\(name)'\(Suggestion.didYouMean(name, in: shape.memberNames))",
                        at: located?.source ?? source, path: located?.path)
                    return
                }
                shape = next
                written += ".\(name)"
            }
        }
    }

    /// Warns when a key or a control's binding writes the screen's own state under a name
    /// app.json declares as app state (SDUI0717): the author meant `appStateKey`.
    mutating func checkScreenState(named name: String, writtenAs written: String, appStateKey: String, at source: SourceRef, path: JSONPath? = nil) {
        guard name != "env", !DataContext.rowNames.contains(name), let env = scope.env, case .success = env.follow([BindingPath.Component(name)][...]) else { return }
        report(
            .screenStateNamedLikeAppState,
            "'\(written)' writes the screen's own state '\(name)', but app.json declares '\(name)' as app state; to change the app's, write '\(appStateKey)'",
            at: source, path: path)
    }

    /// Checks `template` as `check(_:at:)` does, and returns what its value
    /// is known to be when it is one whole binding (`"$.item"`); nil for anything else.
    mutating func checkReturningShape(_ template: ValueTemplate?, at source: SourceRef) -> ValueShape? {
        guard case .text(.binding(let expression))? = template else {
            check(template, at: source)
            return nil
        }
        return check(expression, at: source)
    }

    /// Checks a state action's values; a `where` selector's condition and an `update`'s value
    /// are worked out per element, so their `$.item` has the shape of the key's elements.
    /// Returns what its `value` is known to be when it is one whole binding
    /// (``checkReturningShape(_:at:)``).
    @discardableResult
    mutating func checkValues(of action: StateAction, at source: SourceRef) -> ValueShape? {
        // What `where`, and `update`'s value, read as `$.item`: an element of the key's array.
        var elements = ValueShape.unknown
        if action.key.isAppState, let env = scope.env { elements = action.key.shape(in: env).element }
        func selector(_ selector: StateAction.ElementSelector, _ checker: inout Self) {
            switch selector {
            // Each at its own member, so a miss is not found in an `else` action's text first.
            case .index(let template):
                checker.check(template, at: source.member("index")?.source ?? source)
            case .id(let template, _):
                checker.check(template, at: source.member("id")?.source ?? source)
            case .condition(let expression):
                let saved = checker.scope
                checker.scope.item = elements
                checker.check(expression, at: source.member("where")?.source ?? source)
                checker.scope = saved
            }
        }
        switch action.operation {
        case .append(let value): return checkReturningShape(value, at: source)
        case .insert(let value, let index):
            defer { check(index, at: source) }
            return checkReturningShape(value, at: source)
        case .remove(let chosen): selector(chosen, &self)
        case .update(let chosen, let value):
            selector(chosen, &self)
            // Worked out for each matching element, whose `$.item` and `$.index` it reads.
            let saved = scope
            defer { scope = saved }
            scope.item = elements
            return checkReturningShape(value, at: source.member("value")?.source ?? source)
        case .move(let from, let to): check(from, at: source); check(to, at: source)
        case .toggle(let value, let intent):
            defer { check(intent, at: source) }
            return checkReturningShape(value, at: source)
        case .increment(let by, _): check(by, at: source)
        case .clear: break
        }
        return nil
    }

    /// Checks what a state write leaves at its key against the state app.json declares, as far
    /// as it is known when validating: a literal value (`setState`, `append`, `update`, …)
    /// must fit, and `increment` and `clear` must meet a kind they work on. The running app
    /// refuses such writes (SDUI1002); this finds them before it runs. `bound`: what a value
    /// written as one whole binding is known to be (`"$.env.tags"` an array), held to the
    /// declaration as a control's writes are (``ValueShape/admitsWrites(of:)``).
    mutating func checkFit(of kind: Action.Kind, bound: ValueShape? = nil, at source: SourceRef) {
        switch kind {
        case .setState(let key, let value):
            guard let shape = declaredShape(at: key) else { return }
            if case .constant(let written) = value, let misfit = shape.misfit(written) {
                report(.writeDoesNotFit, "setState writes what does not fit: \(misfit.description(of: key.description))", at: source)
            }
            reportTextForBoolean(shape.interpolationMisfit(value), "setState", key.description, at: source)
            if let bound, !shape.admitsWrites(of: bound) {
                report(.writeDoesNotFit, "setState writes \(bound.kindDescription) to \(key), which app.json declares as \(shape.kindDescription)", at: source)
            }
        case .state(let action):
            guard let shape = declaredShape(at: action.key) else { return }
            checkFit(of: action, into: shape, bound: bound, at: source)
        default:
            break
        }
    }

    private mutating func checkFit(of action: StateAction, into shape: ValueShape, bound: ValueShape?, at source: SourceRef) {
        let key = action.key.description
        func needs(_ what: String, _ fits: Bool) {
            guard !fits else { return }
            report(.writeDoesNotFit, "\(action.typeName) needs \(what) at \(key), which app.json declares as \(shape.kindDescription)", at: source)
        }
        switch action.operation {
        case .append(let value), .insert(let value, _), .toggle(let value, _), .update(_, let value):
            guard case .array(let element) = shape else {
                needs("an array", shape == .unknown)
                return
            }
            // `update` merges its members into the element, so a partial object fits too.
            if case .constant(let written) = value, let misfit = element.misfit(written) {
                report(.writeDoesNotFit, "\(action.typeName) writes what does not fit: \(misfit.description(of: key + "[…]"))", at: source)
            }
            reportTextForBoolean(element.interpolationMisfit(value), action.typeName, key + "[…]", at: source)
            // `update` merges an object's members into an object element and replaces any
            // other element whole, so the same rule holds for it.
            if let bound, !element.admitsWrites(of: bound) {
                report(.writeDoesNotFit, "\(action.typeName) writes \(bound.kindDescription) into \(key), whose elements app.json declares as \(element.kindDescription)", at: source)
            }
        case .remove, .move:
            needs("an array", shape == .unknown || shape.isArray)
        case .increment:
            needs("a number", shape == .unknown || shape == .number)
        case .clear:
            needs("an array, an object or a text", shape != .number && shape != .bool)
        }
    }

    /// Reports a control (`by`: "a toggle's 'binding'") bound to app state declared as
    /// something it cannot write (``ValueShape/admitsWrites(of:)``). `path` is the binding as
    /// messages show it.
    mutating func checkWrite(of written: ValueShape, to path: String, declared: ValueShape, by control: String, at source: SourceRef) {
        guard !declared.admitsWrites(of: written) else { return }
        report(.writeDoesNotFit, "\(control) writes \(written.kindDescription) to \(path), which app.json declares as \(declared.kindDescription)", at: source)
    }

    /// Reports `${…}` text written where a boolean is declared (``ValueShape/interpolationMisfit(_:)``).
    private mutating func reportTextForBoolean(_ misfit: ValueShape.Misfit?, _ action: String, _ key: String, at source: SourceRef) {
        guard let misfit else { return }
        report(
            .writeDoesNotFit,
            "\(action) writes what does not fit: \(misfit.description(of: key)); ${…} always makes text, and the text \"false\" counts as true: "
                + "write a binding that starts with $, such as \"$(!$.done)\"",
            at: source)
    }

    /// The declared shape of the app-state value a key writes; nil when it is not known: the
    /// key is not in app state or leaves the declared shape (reported by ``checkWrite(_:at:)``).
    /// A bound segment stands for an element (`env.habits[${$.index}].log` is a habit's log).
    private func declaredShape(at key: StateKey) -> ValueShape? {
        guard key.isAppState, let env = scope.env else { return nil }
        guard key.expressions.isEmpty else {
            let shape = key.shape(in: env)
            return shape == .unknown ? nil : shape
        }
        guard case .success(let shape) = env.follow(key.namePrefix.dropFirst()) else { return nil }
        return shape
    }
}

extension ValueShape {
    /// Whether a control that writes values of the `written` shape (``PropSpec/writes``) can
    /// write where this shape is declared. Text and numbers stand for one another (a text field
    /// edits a number); a boolean stands for neither, as the text "false" counts as true and a
    /// toggle would turn a count into `false`; a single value never replaces an array or an
    /// object, nor an array a single value (the running app refuses those writes).
    func admitsWrites(of written: ValueShape) -> Bool {
        switch (written, self) {
        case (.unknown, _), (_, .unknown): return true
        case (.bool, .bool), (.text, .text), (.text, .number), (.number, .number), (.number, .text), (.array, .array): return true
        case (.object, .object), (.object, .map), (.map, .object), (.map, .map): return true
        default: return false
        }
    }

    /// Whether this is an array shape.
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}

extension ValueShape {
    /// The first place `template` puts `${…}` text where this shape declares a boolean:
    /// interpolation always makes text, and the text "false" is true in conditions, so such a
    /// write never turns a flag off. The running app stores what it is given (single values
    /// stand for one another there), so only validation can say so.
    func interpolationMisfit(_ template: ValueTemplate) -> Misfit? {
        switch (self, template) {
        case (.bool, .text(.interpolated(let parts))):
            let written = parts.map { part in
                switch part {
                case .text(let text): return text
                case .expression(let expression): return "${" + expression.source + "}"
                }
            }
            return Misfit(path: .root, declared: .bool, found: .string(written.joined()))
        case (.array(let element), .array(let items)):
            for (index, item) in items.enumerated() {
                if let inner = element.interpolationMisfit(item) { return inner.inside(.index(index)) }
            }
            return nil
        case (.object(let members), .object(let written)):
            for (key, value) in written {
                guard let declared = members.first(where: { $0.name == key }) else { continue }
                if let inner = declared.shape.interpolationMisfit(value) { return inner.inside(.key(key)) }
            }
            return nil
        default:
            return nil
        }
    }
}
