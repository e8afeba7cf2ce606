/// An action that changes a value or a collection in app (`env.…`) or screen state:
/// `{"actionType": "append", "key": "env.shopping", "value": "$.item"}`.
///
/// Every field may hold bindings; the key may have bound segments (see ``StateKey``). Each
/// failure at run time (a wrong type at the key, an index out of range, an id that matches
/// nothing) is a reported runtime issue and leaves the state as it was.
public struct StateAction: Sendable {
    /// What the action does at its key: one case per state `actionType`, `increment` and
    /// `decrement` sharing one.
    public enum Operation: Sendable {
        /// Adds `value` at the end of the array (creating it when missing).
        case append(ValueTemplate)
        /// Inserts `value` before `index` (0 … count; negative counts from the end).
        case insert(ValueTemplate, index: ValueTemplate)
        /// Removes the selected elements.
        case remove(ElementSelector)
        /// Merges `value`'s members into each selected element (an object), or replaces the
        /// element when `value` is not an object; `value` is worked out for each element, with
        /// `$.item` and `$.index` that element and its position.
        case update(ElementSelector, value: ValueTemplate)
        /// Moves the element at `from` so that it ends up at `to`.
        case move(from: ValueTemplate, to: ValueTemplate)
        /// Adds `value` when absent and removes it when present; `intent` (`add`, `remove` or
        /// `toggle`, may be bound) makes a control that shows a known state safe against a
        /// stale tap: "add" never removes.
        case toggle(ValueTemplate, intent: ValueTemplate?)
        /// Adds `by` (default 1) to a number (0 when missing); `decrement` is the negation.
        case increment(by: ValueTemplate, negate: Bool)
        /// Empties an array, object or text (a missing value stays missing).
        case clear
    }

    /// Which elements `remove` and `update` act on.
    public enum ElementSelector: Sendable {
        /// The element at an index (negative counts from the end).
        case index(ValueTemplate)
        /// The elements whose `key` member (a dotted path; the element itself for arrays of
        /// text or numbers) equals the value.
        case id(ValueTemplate, key: BindingPath?)
        /// The elements for which the condition, evaluated with `$.item` and `$.index`, holds.
        case condition(BindingExpression)
    }

    /// `"key"`: where it writes; `env.…` is app state, anything else the screen's.
    public var key: StateKey
    /// What it does there, from `actionType` and its fields (`value`, `index`, `id`, `where`…).
    public var operation: Operation
    /// `"newId"` of `append` and `insert`: the member of the added object that gets a new
    /// unique id (a UUID in lower case) when the value does not set it, so a list needs no
    /// hand-kept counter. Nil: the value is added as it is.
    public var newIDKey: String?

    /// An action applying `operation` at `key`.
    public init(key: StateKey, operation: Operation, newIDKey: String? = nil) {
        self.key = key
        self.operation = operation
        self.newIDKey = newIDKey
    }

    /// The `actionType` names of state actions, as JSON writes them.
    public static let typeNames = ["append", "insert", "remove", "update", "move", "toggle", "increment", "decrement", "clear"]

    /// The `actionType` as JSON writes it (`append`, …; `decrement` for a negated increment).
    public var typeName: String {
        switch operation {
        case .append: return "append"
        case .insert: return "insert"
        case .remove: return "remove"
        case .update: return "update"
        case .move: return "move"
        case .toggle: return "toggle"
        case .increment(_, let negate): return negate ? "decrement" : "increment"
        case .clear: return "clear"
        }
    }

    /// Every expression in the action, for validation.
    public var expressions: [BindingExpression] {
        var found = key.expressions
        func add(_ template: ValueTemplate?) { found += template?.expressions ?? [] }
        func add(_ selector: ElementSelector) {
            switch selector {
            case .index(let template), .id(let template, _): add(template)
            case .condition(let expression): found.append(expression)
            }
        }
        switch operation {
        case .append(let value): add(value)
        case .insert(let value, let index): add(value); add(index)
        case .remove(let selector): add(selector)
        case .update(let selector, let value): add(selector); add(value)
        case .move(let from, let to): add(from); add(to)
        case .toggle(let value, let intent): add(value); add(intent)
        case .increment(let by, _): add(by)
        case .clear: break
        }
        return found
    }
}
