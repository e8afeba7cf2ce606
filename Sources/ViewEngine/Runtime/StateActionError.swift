/// Why a state action could not run. The runtime reports it as a ``RuntimeIssue`` and leaves
/// the state unchanged: a write never silently replaces a value of another shape.
public enum StateActionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A bound key segment evaluated to something that is neither a whole number nor text.
    case badKeySegment(key: String, segment: String, found: JSONValue?)
    /// The path steps into a value that has no members (a number, a text).
    case notAContainer(path: String, found: String)
    /// An index outside the array.
    case indexOutOfRange(path: String, index: Int, count: Int)
    /// The value at the path is not of the kind the action works on.
    case wrongType(action: String, path: String, expected: String, found: String)
    /// An index argument (`index`, `from`, `to`) that is not a whole number.
    case badIndex(action: String, field: String, found: JSONValue?)
    /// `remove`/`update` by id found no element with that id.
    case noMatch(action: String, path: String, id: JSONValue)
    /// A key's match part (`[id == $.expenseId]`) found no element whose `member` is `found`:
    /// `path` is what it looked in.
    case noElementMatched(key: String, path: String, member: String, found: JSONValue?)
    /// `toggle`'s intent is not add, remove or toggle.
    case badIntent(found: JSONValue?)
    /// The key names something that cannot be written (`item`, `index` of a list row).
    case readOnly(path: String)
    /// The result would not fit the state app.json declares (`env.items[1].price is a string
    /// "2,50", declared a number`).
    case doesNotFit(String)
    /// The path has more steps than ``NestingLimits/statePathSteps``.
    case pathTooLong(steps: Int)
    /// The value would leave state nested deeper than ``NestingLimits/stateDepth``.
    case valueTooDeep
    /// The value would take more than ``NestingLimits/stateValueBytes`` written out.
    case valueTooLarge

    public var description: String {
        switch self {
        case .badKeySegment(let key, let segment, let found):
            if found == .string("") { return "the key '\(key)' could not be built: ${\(segment)} is empty text, which names no member" }
            return "the key '\(key)' could not be built: ${\(segment)} is \(Self.describe(found)), not a whole number or a text"
        case .notAContainer(let path, let found):
            return "cannot write inside \(path): it is \(found)"
        case .indexOutOfRange(let path, let index, let count):
            return "index \(index) is out of range for \(path) (\(count) element\(count == 1 ? "" : "s"))"
        case .wrongType(let action, let path, let expected, let found):
            return "\(action) needs \(expected) at \(path), found \(found)"
        case .badIndex(let action, let field, let found):
            if let number = ValueText.numeric(found), number.isFinite, number == number.rounded() {
                return "\(action)'s '\(field)' \(ValueText.number(number)) is out of range: no list has that many elements"
            }
            return "\(action)'s '\(field)' must be a whole number, found \(Self.describe(found))"
        case .noMatch(let action, let path, let id):
            return "\(action) found no element of \(path) with id \(JSONWriter.string(id))"
        case .noElementMatched(let key, let path, let member, let found):
            guard let found, found != .null else {
                return "the key '\(key)' could not be built: the value its [\(member) == …] compares with is \(found == nil ? "missing" : "null"), which matches no element"
            }
            return "the key '\(key)' could not be built: no element of \(path) has \(member) \(Excerpt.cut(JSONWriter.string(found)))"
        case .badIntent(let found):
            return "toggle's 'intent' must be add, remove or toggle, found \(Self.describe(found))"
        case .readOnly(let path):
            return "cannot write to \(path): list items are read-only"
        case .doesNotFit(let misfit):
            return "the result does not fit the state app.json declares: \(misfit)"
        case .pathTooLong(let steps):
            return "state is written at paths of at most \(NestingLimits.statePathSteps) steps, this one \(steps)"
        case .valueTooDeep:
            return "the value would nest arrays and objects more than \(NestingLimits.stateDepth) levels deep in state, deeper than a JSON file may, so it could not be saved and read back"
        case .valueTooLarge:
            return "the value would take more than \(NestingLimits.stateValueBytes >> 20) MiB written out as JSON, more than one write may put in state (a value that holds the state it replaces doubles at every write)"
        }
    }

    static func describe(_ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        switch value {
        case .string, .number, .bool: return "\(value.typeDescription) \(Excerpt.cut(JSONWriter.string(value)))"
        default: return value.typeDescription
        }
    }
}
