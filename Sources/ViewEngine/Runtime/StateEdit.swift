/// A state action with its fields evaluated, ready to apply to the value at its key.
///
/// Pure: applying never touches the runtime, so every rule here is tested on plain JSON.
struct StateEdit {
    /// Which elements `remove` and `update` act on, evaluated.
    enum Match {
        case index(Int)
        case id(JSONValue, key: BindingPath?)
        case condition((JSONValue, Int) -> Bool)
    }

    enum ToggleIntent: String {
        case add, remove, toggle
    }

    /// What `update` merges into an element, worked out for each matching element from it
    /// and its position: the action's `value` read with `$.item` and `$.index` theirs, as its
    /// `where` reads them, so `{"qty": "$.item.qty + 1"}` adds one to each.
    typealias Changes = (_ element: JSONValue, _ position: Int) -> JSONValue

    enum Change {
        case set(JSONValue)
        case append(JSONValue)
        case insert(JSONValue, index: Int)
        case remove(Match)
        case update(Match, Changes)
        case move(from: Int, to: Int)
        case toggle(JSONValue, ToggleIntent)
        case increment(Double)
        case clear

        /// The value the change puts into state, if it puts one known before it applies
        /// (`update`'s are worked out per element, and checked as they are).
        var payload: JSONValue? {
            switch self {
            case .set(let value), .append(let value), .insert(let value, _), .toggle(let value, _): return value
            case .remove, .update, .move, .increment, .clear: return nil
            }
        }
    }

    let change: Change
    /// The action's `actionType` as written (``StateAction/typeName``, or `setState`), which
    /// failures name: a `decrement` by -1 is still reported as the decrement the user wrote.
    let action: String
    /// For an `update` of app state: the elements' declared shape, which each value it works
    /// out must fit (``declaring(_:named:)``).
    private(set) var declaredElements: (shape: ValueShape, name: String)?

    init(_ change: Change, action: String) {
        self.change = change
        self.action = action
    }

    /// This edit, with what an `update` works out for each element held to `shape`'s
    /// elements as it applies (a partial object member by member, as it is merged); other
    /// edits are checked before they apply, by ``misfit(in:named:)``.
    func declaring(_ shape: ValueShape, named name: String) -> StateEdit {
        guard case .update = change, case .array(let element) = shape else { return self }
        var edit = self
        edit.declaredElements = (element, name + "[…]")
        return edit
    }

    /// Applies the edit at `path` inside `root`. On failure `root` is unchanged.
    func apply(to root: inout JSONObject, at path: BindingPath, described: String) throws(StateActionError) {
        // Checked here too, for paths built when the action runs: the walk below recurses a step at a time.
        let steps = path.components.count + (described.isEmpty ? 0 : 1)  // `env` is one
        guard steps <= NestingLimits.statePathSteps else { throw .pathTooLong(steps: steps) }
        // One level more for the array or object the value may go into (`append`, `update`).
        let depthLimit = NestingLimits.stateDepth - steps - 1
        if let payload = change.payload { try Self.check(payload, depthLimit: depthLimit) }
        // Moved out of `root` so that the edit happens in place rather than on a copy; every
        // failure path of `modify` puts the original back before throwing.
        var value: JSONValue? = .object(root)
        root = JSONObject()
        defer { root = value?.objectValue ?? JSONObject() }
        try Self.modify(&value, at: path.components[...], walked: described.isEmpty ? "$" : "$.\(described)") {
            (target: inout JSONValue?, here: String) throws(StateActionError) in
            try apply(to: &target, at: here, depthLimit: depthLimit)
        }
    }

    /// Refuses a value that would nest deeper than `depthLimit` levels or take more than
    /// `bytes` (``NestingLimits/stateValueBytes``) written out.
    private static func check(_ value: JSONValue, depthLimit: Int, bytes: Int = NestingLimits.stateValueBytes) throws(StateActionError) {
        // Size first: it stops at its limit, where counting the depth of a value that shares
        // its parts walks every copy.
        guard value.writtenSize(upTo: bytes) != nil else { throw .valueTooLarge }
        guard value.depth(upTo: depthLimit) != nil else { throw .valueTooDeep }
    }

    /// Runs `body` on the value at `components` (nil when missing), creating objects for
    /// missing members on the way. Never steps through a text or number, never past an array.
    private static func modify(
        _ value: inout JSONValue?, at components: ArraySlice<BindingPath.Component>, walked: String,
        _ body: (inout JSONValue?, String) throws(StateActionError) -> Void
    ) throws(StateActionError) {
        guard let first = components.first else {
            try body(&value, walked)
            return
        }
        let rest = components.dropFirst()
        switch value {
        case .none, .null?:
            var child: JSONValue?
            try modify(&child, at: rest, walked: walked + "." + first.name, body)
            if let child { value = .object([first.name: child]) }
        case .object(var object)?:
            value = nil  // the object is edited in place, not copied
            var child = object[first.name]
            do throws(StateActionError) {
                try modify(&child, at: rest, walked: walked + "." + first.name, body)
            } catch {
                value = .object(object)
                throw error
            }
            object[first.name] = child
            value = .object(object)
        case .array(var array)?:
            guard let written = first.index else {
                throw .notAContainer(path: walked, found: "an array, which has no member '\(first.name)'")
            }
            let index = written < 0 ? written + array.count : written
            guard array.indices.contains(index) else { throw .indexOutOfRange(path: walked, index: written, count: array.count) }
            value = nil
            var child: JSONValue? = array[index]
            do throws(StateActionError) {
                try modify(&child, at: rest, walked: walked + "[\(written)]", body)
            } catch {
                value = .array(array)
                throw error
            }
            array[index] = child ?? .null
            value = .array(array)
        case let scalar?:
            throw .notAContainer(path: walked, found: StateActionError.describe(scalar))
        }
    }

    private func apply(to target: inout JSONValue?, at path: String, depthLimit: Int) throws(StateActionError) {
        switch change {
        case .set(let value):
            target = value
        case .clear:
            switch target {
            case .array?: target = .array([])
            case .object?: target = .object([:])
            case .string?: target = .string("")
            case .none, .null?: break
            case let other?: throw .wrongType(action: action, path: path, expected: "an array, an object or a text", found: other.typeDescription)
            }
        case .increment(let by):
            guard target == nil || target == .null else {
                guard let number = ValueText.numeric(target) else {
                    throw .wrongType(action: action, path: path, expected: "a number", found: target?.typeDescription ?? "nothing")
                }
                // Kept to 15 significant digits, as a stepper's steps: ten increments by 0.1
                // make 1, which `>= 1` finds, not 0.9999999999999999.
                let sum = DecimalRounding.significant(number + by)
                guard sum.isFinite else { throw .wrongType(action: action, path: path, expected: "a finite result", found: "an overflow") }
                target = .number(sum)
                return
            }
            target = .number(by)
        default:
            var items = try array(target, at: path)
            try edit(&items, at: path, depthLimit: depthLimit)
            target = .array(items)
        }
    }

    /// The array at the path (a missing value is an empty array, so `append` creates it).
    private func array(_ target: JSONValue?, at path: String) throws(StateActionError) -> [JSONValue] {
        switch target {
        case .array(let items)?: return items
        case .none, .null?: return []
        case let other?: throw .wrongType(action: action, path: path, expected: "an array", found: other.typeDescription)
        }
    }

    /// `depthLimit`: how deep a value `update` works out may be, one level for the element.
    private func edit(_ items: inout [JSONValue], at path: String, depthLimit: Int) throws(StateActionError) {
        switch change {
        case .append(let value):
            items.append(value)
        case .insert(let value, let written):
            let index = written < 0 ? written + items.count + 1 : written
            guard (0...items.count).contains(index) else { throw .indexOutOfRange(path: path, index: written, count: items.count) }
            items.insert(value, at: index)
        case .remove(let match):
            let positions = try self.positions(of: match, in: items, at: path)
            for position in positions.reversed() { items.remove(at: position) }
        case .update(let match, let changes):
            // A failure part-way leaves `items` a copy the caller drops: the state is unchanged.
            // One budget for every element's value: each may be large, and one write must not
            // put in more than a value may hold.
            var budget = NestingLimits.stateValueBytes
            for position in try positions(of: match, in: items, at: path) {
                let value = changes(items[position], position)
                try Self.check(value, depthLimit: depthLimit, bytes: budget)
                budget -= value.writtenSize(upTo: budget) ?? budget
                if let declared = declaredElements, let misfit = declared.shape.misfit(value, .structure) {
                    throw .doesNotFit(misfit.description(of: declared.name))
                }
                if case .object(let changes) = value, case .object(var element) = items[position] {
                    for (key, member) in changes { element[key] = member }
                    items[position] = .object(element)
                } else {
                    items[position] = value
                }
            }
        case .move(let from, let to):
            let source = from < 0 ? from + items.count : from
            let destination = to < 0 ? to + items.count : to
            guard items.indices.contains(source) else { throw .indexOutOfRange(path: path, index: from, count: items.count) }
            guard items.indices.contains(destination) else { throw .indexOutOfRange(path: path, index: to, count: items.count) }
            items.insert(items.remove(at: source), at: destination)
        case .toggle(let value, let intent):
            // With an explicit intent, a tap on a control drawn before the state changed
            // leaves it as the control said it would be, never the opposite.
            let isPresent = items.contains { ExpressionNode.compare(.equal, $0, value) }
            if isPresent, intent != .add {
                items.removeAll { ExpressionNode.compare(.equal, $0, value) }
            } else if !isPresent, intent != .remove {
                items.append(value)
            }
        case .set, .clear, .increment:
            break
        }
    }

    /// Without an `idKey`, an object is identified by its `id` member, anything else by itself.
    private static func identity(of element: JSONValue) -> JSONValue? {
        if case .object(let object) = element { return object["id"] }
        return element
    }

    private func positions(of match: Match, in items: [JSONValue], at path: String) throws(StateActionError) -> [Int] {
        switch match {
        case .index(let written):
            let index = written < 0 ? written + items.count : written
            guard items.indices.contains(index) else { throw .indexOutOfRange(path: path, index: written, count: items.count) }
            return [index]
        case .id(let id, let key):
            let found = items.indices.filter { position in
                let candidate = key.map { $0.follow(from: items[position], startingAt: 0) } ?? Self.identity(of: items[position])
                return ExpressionNode.compare(.equal, candidate, id)
            }
            guard !found.isEmpty else { throw .noMatch(action: action, path: path, id: id) }
            return found
        case .condition(let test):
            return items.indices.filter { test(items[$0], $0) }
        }
    }
}
