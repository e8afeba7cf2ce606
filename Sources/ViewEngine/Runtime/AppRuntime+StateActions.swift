/// Running `setState` and the collection actions (`append`, `remove`, …): their fields are
/// evaluated against the live state, then applied as one ``StateEdit``.
@MainActor
extension AppRuntime {
    /// Runs a state action fired on screen `id`. `context` is the live context of the control
    /// that fired it (its row's `$.item`, its component's parameters).
    func runState(_ action: StateAction, source: SourceRef, context: DataContext, on id: ScreenID) {
        let environment = resolver.environment
        do throws(StateActionError) {
            let path = try action.key.path(in: context, environment: environment).get()
            let change = try self.change(for: action, context: context)
            apply(StateEdit(change, action: action.typeName), at: path, screen: id, source: source)
        } catch {
            reportFailure(of: action.typeName, error, source: source, on: id)
        }
    }

    /// `setState`: the key's bound segments and the value, evaluated; failures reported.
    func runSetState(_ key: StateKey, _ value: ValueTemplate, source: SourceRef, context: DataContext, on id: ScreenID) {
        let environment = resolver.environment
        switch key.path(in: context, environment: environment) {
        case .success(let path):
            write(value.evaluate(in: context, environment: environment), at: path, screen: id, source: source)
        case .failure(let error):
            reportFailure(of: "setState", error, source: source, on: id)
        }
    }

    private func change(for action: StateAction, context: DataContext) throws(StateActionError) -> StateEdit.Change {
        let environment = resolver.environment
        func value(_ template: ValueTemplate) -> JSONValue { template.evaluate(in: context, environment: environment) }
        func index(_ template: ValueTemplate, _ field: String) throws(StateActionError) -> Int {
            let written = value(template)
            guard let number = ValueText.numeric(written), number == number.rounded(), abs(number) < 1e15 else {
                throw .badIndex(action: action.typeName, field: field, found: written)
            }
            return Int(number)
        }
        func match(_ selector: StateAction.ElementSelector) throws(StateActionError) -> StateEdit.Match {
            switch selector {
            case .index(let template): return .index(try index(template, "index"))
            case .id(let template, let key): return .id(value(template), key: key)
            case .condition(let condition):
                return .condition { element, position in
                    condition.isTrue(in: context.pushingItem(element, index: position), environment: environment)
                }
            }
        }
        // An added object gets a fresh id under `newId` unless it sets one itself.
        func added(_ template: ValueTemplate) throws(StateActionError) -> JSONValue {
            let item = value(template)
            guard let key = action.newIDKey else { return item }
            guard case .object(var object) = item else {
                throw .wrongType(action: action.typeName, path: "'value'", expected: "an object, for 'newId' to give an id", found: item.typeDescription)
            }
            if object[key] == nil || object[key] == .null { object[key] = .string(makeIdentifier()) }
            return .object(object)
        }
        switch action.operation {
        case .append(let item): return .append(try added(item))
        case .insert(let item, let at): return .insert(try added(item), index: try index(at, "index"))
        case .remove(let selector): return .remove(try match(selector))
        case .update(let selector, let changes):
            // Worked out once when it reads neither: the elements then share one value (a
            // large text is not made again for each of thousands).
            guard changes.readsRow else {
                let shared = value(changes)
                return .update(try match(selector)) { _, _ in shared }
            }
            return .update(try match(selector)) { element, position in
                changes.evaluate(in: context.pushingItem(element, index: position), environment: environment)
            }
        case .move(let from, let to): return .move(from: try index(from, "from"), to: try index(to, "to"))
        case .toggle(let item, let intent):
            guard let intent else { return .toggle(value(item), .toggle) }
            let written = value(intent)
            guard let parsed = StateEdit.ToggleIntent(rawValue: written.stringValue ?? "") else { throw .badIntent(found: written) }
            return .toggle(value(item), parsed)
        case .increment(let by, let negate):
            let amount = value(by)
            guard let number = ValueText.numeric(amount) else {
                throw .wrongType(action: action.typeName, path: "'by'", expected: "a number", found: amount.typeDescription)
            }
            return .increment(negate ? -number : number)
        case .clear: return .clear
        }
    }
}
