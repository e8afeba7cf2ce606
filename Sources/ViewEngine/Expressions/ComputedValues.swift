/// Named values computed from the data around them, in the order written: a screen's or a
/// component's `"computed"` object (`{"shown": "$.items | search:$.query in title", "count":
/// "$.shown | count"}`). Each is read as `$.<name>` inside, and each may read those before it.
public struct ComputedValues: Sendable {
    /// The names and expressions, in the order written.
    public var entries: [(name: String, value: ValueTemplate)]

    /// Values with these names and expressions, in order; none by default.
    public init(_ entries: [(name: String, value: ValueTemplate)] = []) {
        self.entries = entries
    }

    /// The members of a `"computed"` value as decoded, the first ``NestingLimits/computedValues``
    /// of them (the decoder reports more); none for anything but an object.
    init(_ template: ValueTemplate?) {
        self.init(Array((template?.members ?? []).prefix(NestingLimits.computedValues)))
    }

    /// Whether there are none (the owner computes nothing).
    public var isEmpty: Bool { entries.isEmpty }
    /// The names, in the order written.
    public var names: [String] { entries.map(\.name) }

    /// The values over `context`, each evaluated with those before it visible.
    public func values(over context: DataContext, environment: EvaluationEnvironment) -> JSONObject {
        var values = JSONObject()
        for (name, template) in entries { values[name] = template.evaluate(in: context.pushing(values), environment: environment) }
        return values
    }
}
