/// The data a binding reads: a chain of scopes, innermost first.
///
/// A screen's context holds its parameters, API results, local state and computed values over
/// the app-wide state; `list` pushes a scope with `item` and `index` per row, a component one
/// with its parameters and one with its computed values. Pushing is one small allocation and
/// never copies the data below.
public struct DataContext: Sendable {
    final class Frame: Sendable {
        enum Storage: Sendable {
            case object(JSONObject)
            case item(JSONValue, index: Int)
        }

        /// What a frame of a component's computed values is computed from. The environment is
        /// the resolver's, which a runtime keeps for its life, so the live screen's is the same.
        struct Recompute: Sendable {
            let values: ComputedValues
            let environment: EvaluationEnvironment
        }

        let storage: Storage
        let parent: Frame?
        /// Local frames (list items, component parameters and computed values) are captured by
        /// actions and re-attached to the live screen state when the action runs.
        let isLocal: Bool
        /// Set on a frame of a component's computed values, which are computed again from the
        /// live state when an action's captured context is rebased (its parameters are not).
        /// Beside `storage`, not a case of it: lookups, the hot path, stay a two-way switch.
        let recompute: Recompute?

        init(storage: Storage, parent: Frame?, isLocal: Bool, recompute: Recompute? = nil) {
            self.storage = storage
            self.parent = parent
            self.isLocal = isLocal
            self.recompute = recompute
        }

        func lookup(_ name: String) -> JSONValue? {
            switch storage {
            case .object(let object):
                return object[name]
            case .item(let item, let index):
                if name == "item" { return item }
                if name == "index" { return .number(Double(index)) }
                return nil
            }
        }
    }

    let top: Frame?

    /// A context whose only scope is `root`.
    public init(_ root: JSONObject = [:]) {
        top = Frame(storage: .object(root), parent: nil, isLocal: false)
    }

    /// A context whose root is `value` when it is an object; other values are reachable as `$.value`.
    public init(root value: JSONValue) {
        if case .object(let object) = value {
            self.init(object)
        } else {
            self.init(["value": value])
        }
    }

    private init(top: Frame?) {
        self.top = top
    }

    /// A child context with `values` visible over this one.
    public func pushing(_ values: JSONObject, isLocal: Bool = true) -> DataContext {
        DataContext(top: Frame(storage: .object(values), parent: top, isLocal: isLocal))
    }

    /// The names a list row adds (`$.item`, `$.index`): a copy of the row's element and its
    /// position, which writes refuse (the runtime at run time, the validator before).
    static let rowNames: Set<String> = ["item", "index"]

    /// A child context with `$.item` and `$.index`, as a `list` row sees it.
    public func pushingItem(_ item: JSONValue, index: Int) -> DataContext {
        DataContext(top: Frame(storage: .item(item, index: index), parent: top, isLocal: true))
    }

    /// A child context with `computed`'s values over this one, as a component's body sees them:
    /// local, and computed again when a captured action's context is rebased.
    public func pushing(_ computed: ComputedValues, environment: EvaluationEnvironment) -> DataContext {
        let values = computed.values(over: self, environment: environment)
        let recompute = Frame.Recompute(values: computed, environment: environment)
        return DataContext(top: Frame(storage: .object(values), parent: top, isLocal: true, recompute: recompute))
    }

    /// The value of the top-level name, looked up from the innermost scope out.
    public func lookup(_ name: String) -> JSONValue? {
        var frame = top
        while let current = frame {
            if let value = current.lookup(name) { return value }
            frame = current.parent
        }
        return nil
    }

    /// The value at `path`, or `nil` when any step is missing.
    public func value(at path: BindingPath) -> JSONValue? {
        guard let first = path.components.first else { return mergedRoot }
        guard let head = lookup(first.name) else { return nil }
        return path.follow(from: head, startingAt: 1)
    }

    /// All scopes merged into one object (inner names win), which is what a bare `$` means.
    public var mergedRoot: JSONValue {
        var frames: [Frame] = []
        var frame = top
        while let current = frame {
            frames.append(current)
            frame = current.parent
        }
        var merged = JSONObject()
        for frame in frames.reversed() {
            switch frame.storage {
            case .object(let object):
                for (key, value) in object { merged[key] = value }
            case .item(let item, let index):
                merged["item"] = item
                merged["index"] = .number(Double(index))
            }
        }
        return .object(merged)
    }

    /// This context's local scopes (rows, component parameters) placed over `base`; a
    /// component's computed values are computed again over what is below them there.
    ///
    /// Actions capture the context of the control that fired them; running them later against
    /// the live screen state, not a stale copy, is what makes `sequence` of `setState` then
    /// `api` see the state it just set.
    public func rebased(onto base: DataContext) -> DataContext {
        var locals: [Frame] = []
        var frame = top
        while let current = frame, current.isLocal {
            locals.append(current)
            frame = current.parent
        }
        var result = base.top
        for local in locals.reversed() {
            var storage = local.storage
            if let recompute = local.recompute {
                storage = .object(recompute.values.values(over: DataContext(top: result), environment: recompute.environment))
            }
            result = Frame(storage: storage, parent: result, isLocal: true, recompute: local.recompute)
        }
        return DataContext(top: result)
    }
}
