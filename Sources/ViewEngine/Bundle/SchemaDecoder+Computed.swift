extension SchemaDecoder {
    /// A component's `"computed"` object: each member a value whose strings may hold bindings.
    /// Anything but an object is reported and computes nothing.
    mutating func computedValues(_ ref: JSONRef, in what: String) -> ComputedValues {
        guard checkComputedIsObject(ref, in: what) else { return ComputedValues() }
        return ComputedValues(valueTemplate(ref))
    }

    /// Reports a `"computed"` that is not an object (a screen's is decoded with its node's props).
    @discardableResult
    mutating func checkComputedIsObject(_ ref: JSONRef, in what: String) -> Bool {
        guard ref.kind != .object else { return true }
        report(.wrongType, "the computed values of \(what) must be an object of named values, as in {\"total\": \"$.items | sum:price\"}", at: ref.source)
        return false
    }
}
