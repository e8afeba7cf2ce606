import ViewEngine

/// What a tap, a screen load or a control change does: `.navigate(to: "podcast_detail",
/// params: ["podcastId": "$.item.collectionId"])`, `.api("/search", params: …, resultKey:
/// "results")`, `.setState("liked", to: true)`, `.sequence(…)`, and the state actions
/// (``ActionValue/append(to:_:newID:)``, ``ActionValue/toggle(_:in:intent:)``, …).
///
/// Values (`params`, `payload`, `value`) are JSON in which strings may be `$` bindings.
public struct ActionValue: JSONRepresentable, Sendable {
    /// The action as JSON writes it, `actionType` first.
    public let jsonValue: JSONValue

    /// The action `type` with its fields in order (nil fields are left out).
    init(_ type: String, _ fields: [(String, JSONValue?)] = []) {
        var object = JSONObject([("actionType", .string(type))])
        for (name, value) in fields {
            if let value { object[name] = value }
        }
        jsonValue = .object(object)
    }

    /// An action already written as JSON.
    init(json: JSONValue) {
        jsonValue = json
    }

    /// Pushes `screen` onto the current navigation stack, with its parameters.
    public static func navigate(to screen: String, params: KeyValuePairs<String, JSONValue>? = nil) -> ActionValue {
        ActionValue("navigate", [("screen", .string(screen)), ("params", params.map(object))])
    }

    /// Presents `screen` in a sheet with its own navigation stack.
    public static func present(_ screen: String, params: KeyValuePairs<String, JSONValue>? = nil) -> ActionValue {
        ActionValue("present", [("screen", .string(screen)), ("params", params.map(object))])
    }

    /// Dismisses the top sheet (or goes back when no sheet shows).
    public static let dismiss = ActionValue("dismiss")

    /// Goes back one screen on the current navigation stack.
    public static let back = ActionValue("back")

    /// Shows the tab whose root is `screen`, its stack as the user left it.
    public static func selectTab(_ screen: String) -> ActionValue {
        ActionValue("selectTab", [("screen", .string(screen))])
    }

    /// Runs the current screen's `onLoad` again (a retry).
    public static let reload = ActionValue("reload")

    /// Asks a data source for `endpoint` and stores the answer under `resultKey` of the
    /// screen's state (with its loading state under `$.status.<resultKey>`).
    ///
    /// - Parameters:
    ///   - endpoint: The endpoint, e.g. `/search`; may hold bindings.
    ///   - params: The request's parameters; strings may be bindings.
    ///   - resultKey: Where the answer goes in the screen's state.
    ///   - source: The data source's name, when the app registers more than one.
    public static func api(
        _ endpoint: StringValue, params: KeyValuePairs<String, JSONValue>? = nil, resultKey: String? = nil, source: String? = nil
    ) -> ActionValue {
        ActionValue("api", [("endpoint", endpoint.jsonValue), ("params", params.map(object)), ("resultKey", resultKey.map(JSONValue.string)), ("source", source.map(JSONValue.string))])
    }

    /// Scrolls the enclosing scroll view until the node with `id` (may hold bindings) shows,
    /// placed at `anchor`, animated unless `animated` is false.
    public static func scrollTo(_ id: StringValue, anchor: Choice.UnitPoint? = nil, animated: Bool? = nil) -> ActionValue {
        ActionValue("scrollTo", [("id", id.jsonValue), ("anchor", anchor?.jsonValue), ("animated", animated.map(JSONValue.bool))])
    }

    /// Writes `value` at `key`: `env.…` is app-wide state, anything else the screen's.
    public static func setState(_ key: String, to value: JSONValue) -> ActionValue {
        ActionValue("setState", [("key", .string(key)), ("value", value)])
    }

    /// Calls the app's handler registered for `event`, with `payload`.
    public static func custom(_ event: String, payload: JSONValue? = nil) -> ActionValue {
        ActionValue("custom", [("event", .string(event)), ("payload", payload)])
    }

    /// Runs the actions one after another, each after the previous finished.
    public static func sequence(_ actions: ActionValue...) -> ActionValue { sequence(actions) }

    /// Runs the actions one after another, each after the previous finished.
    public static func sequence(_ actions: [ActionValue]) -> ActionValue {
        ActionValue("sequence", [("actions", actions.jsonValue)])
    }

    /// Starts the actions at once and finishes when the last one has.
    public static func parallel(_ actions: ActionValue...) -> ActionValue { parallel(actions) }

    /// Starts the actions at once and finishes when the last one has.
    public static func parallel(_ actions: [ActionValue]) -> ActionValue {
        ActionValue("parallel", [("actions", actions.jsonValue)])
    }

    static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(JSONObject(pairs.map { ($0.key, $0.value) }))
    }
}
