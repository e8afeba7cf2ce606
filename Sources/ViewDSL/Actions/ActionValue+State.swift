import ViewEngine

/// The state actions: change an array, an object or a number at a state key (`env.…` for
/// app-wide state). Keys may hold bound segments (`"env.favorites[$.item.id]"`).
extension ActionValue {
    /// Which elements ``ActionValue/remove(from:_:)`` and ``ActionValue/update(in:_:with:)`` act on.
    public enum Selector: Sendable {
        /// The element at an index (negative counts from the end).
        case index(JSONValue)
        /// The elements whose member `key` (the element itself when nil and the array holds
        /// plain values; `id` when nil and it holds objects) equals the value.
        case id(JSONValue, key: String? = nil)
        /// The elements for which the condition holds, evaluated with `$.item` and `$.index`.
        case `where`(String)

        var fields: [(String, JSONValue?)] {
            switch self {
            case .index(let index): return [("index", index)]
            case .id(let id, let key): return [("id", id), ("idKey", key.map(JSONValue.string))]
            case .where(let condition): return [("where", .string(condition))]
            }
        }
    }

    /// What ``ActionValue/toggle(_:in:intent:)`` may do: a control that shows a known state
    /// says which, so a stale second tap cannot undo the first.
    public enum ToggleIntent: String, Sendable, CaseIterable {
        /// Adds the value when absent, never removes.
        case add
        /// Removes the value when present, never adds.
        case remove
        /// Adds when absent, removes when present.
        case toggle
    }

    /// Adds `value` at the end of the array at `key` (creating it when missing); with `newID`,
    /// an object value gets a new unique id under that member unless it sets one.
    public static func append(to key: String, _ value: JSONValue, newID: String? = nil) -> ActionValue {
        ActionValue("append", [("key", .string(key)), ("value", value), ("newId", newID.map(JSONValue.string))])
    }

    /// Inserts `value` before `index` (0 … count; negative counts from the end); `newID` as
    /// for ``ActionValue/append(to:_:newID:)``.
    public static func insert(into key: String, _ value: JSONValue, at index: JSONValue, newID: String? = nil) -> ActionValue {
        ActionValue("insert", [("key", .string(key)), ("value", value), ("index", index), ("newId", newID.map(JSONValue.string))])
    }

    /// Removes the selected elements of the array at `key`.
    public static func remove(from key: String, _ selector: Selector) -> ActionValue {
        ActionValue("remove", [("key", .string(key))] + selector.fields)
    }

    /// Merges `value`'s members into each selected element (or replaces a non-object element);
    /// `value` is worked out for each, with `$.item` and `$.index` that element and its position.
    public static func update(in key: String, _ selector: Selector, with value: JSONValue) -> ActionValue {
        ActionValue("update", [("key", .string(key))] + selector.fields + [("value", value)])
    }

    /// Moves the element at `from` so it ends up at `to`.
    public static func move(in key: String, from: JSONValue, to: JSONValue) -> ActionValue {
        ActionValue("move", [("key", .string(key)), ("from", from), ("to", to)])
    }

    /// Adds `value` to the collection at `key` when absent and removes it when present.
    public static func toggle(_ value: JSONValue, in key: String, intent: ToggleIntent? = nil) -> ActionValue {
        ActionValue("toggle", [("key", .string(key)), ("value", value), ("intent", intent.map { .string($0.rawValue) })])
    }

    /// Adds `by` (1 when nil) to the number at `key` (0 when missing).
    public static func increment(_ key: String, by amount: JSONValue? = nil) -> ActionValue {
        ActionValue("increment", [("key", .string(key)), ("by", amount)])
    }

    /// Subtracts `by` (1 when nil) from the number at `key`.
    public static func decrement(_ key: String, by amount: JSONValue? = nil) -> ActionValue {
        ActionValue("decrement", [("key", .string(key)), ("by", amount)])
    }

    /// Empties the array, object or text at `key`.
    public static func clear(_ key: String) -> ActionValue {
        ActionValue("clear", [("key", .string(key))])
    }
}
