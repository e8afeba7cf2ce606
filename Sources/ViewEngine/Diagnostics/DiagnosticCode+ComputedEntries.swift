/// The catalogue entries of the checks on screens' and components' computed values, which
/// ``DiagnosticCode/entry`` returns.
extension DiagnosticCode.Entry {
    /// ``DiagnosticCode/computedNameTaken``'s entry.
    static let computedNameTaken = DiagnosticCode.Entry(meaning: "A screen's or component's computed value has the name of one of its parameters (for a screen: declared, passed to it by an action, or given by `sdui render --params`), of screen state it writes (whose writes would never show), or one the engine reserves (env, status, today, now, item, index, presented), which it would hide.",
        example: #"{"type": "screen", "params": [{"name": "total"}], "computed": {"total": "$.items | sum:price"}}"#,
        fix: "Give the computed value a name of its own (\"sum\"), and read it as $.sum.")

    /// ``DiagnosticCode/computedReadsLater``'s entry.
    static let computedReadsLater = DiagnosticCode.Entry(meaning: "A screen's or component's computed value reads another computed value written after it. Values are computed in the order written, so the later one is not there yet and the read finds nothing (or a value further out).",
        example: #"{"computed": {"label": "${$.count} items", "count": "$.items | count"}}"#,
        fix: "Move the value read before the one that reads it: {\"count\": …, \"label\": …}.")

    /// ``DiagnosticCode/tooManyComputedValues``'s entry.
    static let tooManyComputedValues = DiagnosticCode.Entry(meaning: "A screen or component has more than \(NestingLimits.computedValues) computed values. Each is checked and computed with all those before it, so thousands would stall validation and every render; the ones past the limit are not computed.",
        example: #"{"computed": {"v1": "$.a + 1", "v2": "$.v1 + 1", "…": "…", "v300": "$.v299 + 1"}}"#,
        fix: "Compute fewer values: put a list's values in the data, or compute them per row in a component.")
}
