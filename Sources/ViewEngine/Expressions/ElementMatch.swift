/// A step that picks a list's element by one of its members, written `[id == $.expenseId]`:
/// in a read (`$.env.expenses[id == $.expenseId].amount`), in a control's binding and in a
/// state key (`env.expenses[id == $.expenseId].amount`), so a detail screen given an id can
/// show and edit its element without knowing where in the list it is.
///
/// It picks the first element whose member equals the value as `==` compares (`"42"` equals
/// `42`), and nothing when the value is missing or null (an id not passed in must not pick
/// the first element that has none), when no element matches, or from anything but a list.
enum ElementMatch {
    /// The position of the first element of `container` whose `member` equals `wanted`.
    static func index(in container: JSONValue?, member: BindingPath, equalTo wanted: JSONValue?) -> Int? {
        guard case .array(let elements) = container, let wanted, wanted != .null else { return nil }
        return elements.firstIndex { element in
            ExpressionNode.compare(.equal, member.follow(from: element, startingAt: 0), wanted)
        }
    }

    /// The element ``index(in:member:equalTo:)`` finds.
    static func element(in container: JSONValue?, member: BindingPath, equalTo wanted: JSONValue?) -> JSONValue? {
        guard case .array(let elements) = container, let index = index(in: container, member: member, equalTo: wanted) else { return nil }
        return elements[index]
    }

    /// Why `value` cannot be what a match compares with, or nil: a chain of conditions
    /// (`[id == 1 && $.on]`, `[id == $.a == $.b]`) would compare the member with true or false,
    /// which an author never means (`[done == !$.showDone]` compares with one value, and stays).
    static func refusal(of value: ExpressionNode) -> String? {
        switch value {
        case .and, .or, .comparison:
            return "a match compares one member with one value, as in [id == $.id]; to keep the elements several conditions hold for, use where:"
        default:
            return nil
        }
    }
}
