import ViewEngine

/// A picker's options: a list of ``OptionValue``s (`["Small", "Large"]` or
/// `[.init("Small", value: "s")]`) or a `$` binding to an array of them.
public struct OptionsValue: JSONRepresentable, ExpressibleByArrayLiteral, Sendable {
    /// The options as JSON writes them.
    public let jsonValue: JSONValue

    /// The options, in order.
    public init(_ options: [OptionValue]) { jsonValue = options.jsonValue }

    /// The options, in order.
    public init(arrayLiteral options: OptionValue...) { self.init(options) }

    private init(json: JSONValue) { jsonValue = json }

    /// A `$` binding to an array of `{title, value}` objects or plain values.
    public static func bind(_ expression: String) -> OptionsValue { OptionsValue(json: .string(expression)) }
}

/// One option of a picker: a title and the value it writes, or a plain value that is its
/// own title.
public struct OptionValue: JSONRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The option as JSON writes it.
    public let jsonValue: JSONValue

    /// An option showing `title` that writes `value`.
    public init(_ title: StringValue, value: JSONValue) { jsonValue = ["title": title.jsonValue, "value": value] }

    /// A plain value, its own title.
    public init(stringLiteral value: String) { jsonValue = .string(value) }

    /// A plain value, its own title.
    public static func value(_ value: JSONValue) -> OptionValue { OptionValue(plain: value) }

    private init(plain: JSONValue) { jsonValue = plain }
}

/// A button a swipe on a list row reveals.
public struct RowActionValue: JSONRepresentable, Sendable {
    /// The button as JSON writes it.
    public let jsonValue: JSONValue

    /// A swipe button with a title, an optional SF Symbol, a role and what it does (with the
    /// row's `$.item` and `$.index`), shown only on rows where `condition` holds when given.
    public init(
        _ title: StringValue, icon: StringValue? = nil, role: Choice.ButtonRole? = nil, condition: String? = nil, action: ActionValue
    ) {
        var object = JSONObject([("title", title.jsonValue)])
        if let icon { object["icon"] = icon.jsonValue }
        if let role { object["role"] = role.jsonValue }
        if let condition { object["condition"] = .string(condition) }
        object["action"] = action.jsonValue
        jsonValue = .object(object)
    }
}

/// A button of an alert or confirmation dialog; every button closes what it is in.
public struct DialogButton: JSONRepresentable, Sendable {
    /// The button as JSON writes it.
    public let jsonValue: JSONValue

    /// A dialog button with a title, a role and, optionally, what it does besides closing;
    /// shown only while `condition` holds when given.
    public init(_ title: StringValue, role: Choice.ButtonRole? = nil, condition: String? = nil, action: ActionValue? = nil) {
        var object = JSONObject([("title", title.jsonValue)])
        if let role { object["role"] = role.jsonValue }
        if let condition { object["condition"] = .string(condition) }
        if let action { object["action"] = action.jsonValue }
        jsonValue = .object(object)
    }
}
