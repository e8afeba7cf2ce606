import ViewEngine
import WebRenderer

/// A failure of the preview host: why the server stopped listening, or why it refused an
/// action the page sent (the reason goes back to the page as a 400, and to the log).
enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// The server ended, so it will not listen (again).
    case serverStopped
    /// The listener started without a port to report.
    case noPort
    /// The body of `POST /_sdui/action` is not JSON; the diagnostic says where.
    case actionNotJSON(Diagnostic)
    /// The action has no whole-number `"id"` naming the interaction.
    case actionWithoutID
    /// A field of the action has the wrong type (`"text": 5`): the field and what it takes.
    case wrongField(WireProtocol.RequestField, expected: String)
    /// A control's action carries no `"value"`.
    case controlWithoutValue
    /// A control's value does not fit the control (see ``AcceptedValue``); nothing was written.
    case valueRefused(RejectedValue)

    var description: String {
        switch self {
        case .serverStopped: return "the server stopped"
        case .noPort: return "the listener has no port"
        case .actionNotJSON(let diagnostic): return "the action is not JSON: \(diagnostic.message)"
        case .actionWithoutID: return "the action needs a whole-number \"\(WireProtocol.RequestField.id.rawValue)\""
        case .wrongField(let field, let expected): return "the action's \"\(field.rawValue)\" must be \(expected)"
        case .controlWithoutValue: return "a control needs a \"\(WireProtocol.RequestField.value.rawValue)\""
        case .valueRefused(let refusal): return refusal.description
        }
    }
}
