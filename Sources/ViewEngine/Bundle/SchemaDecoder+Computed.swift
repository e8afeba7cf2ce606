extension SchemaDecoder {
    /// A component's `"computed"` object: each member a value whose strings may hold bindings.
    /// Anything but an object is reported and computes nothing.
    mutating func computedValues(_ ref: JSONRef, in what: String) -> ComputedValues {
        guard checkComputed(ref, in: what) else { return ComputedValues() }
        return ComputedValues(valueTemplate(ref))
    }

    /// Reports a `"computed"` that is not an object, or has more than
    /// ``NestingLimits/computedValues`` members (a screen's is decoded with its node's props).
    @discardableResult
    mutating func checkComputed(_ ref: JSONRef, in what: String) -> Bool {
        guard ref.kind == .object else {
            report(.wrongType, "the computed values of \(what) must be an object of named values, as in {\"total\": \"$.items | sum:price\"}", at: ref.source)
            return false
        }
        var count = 0
        for member in ref.members {
            count += 1
            guard count > NestingLimits.computedValues else { continue }
            let message = "\(what) has more than \(NestingLimits.computedValues) computed values; '\(member.key)' and those after it are not computed"
            at(member.key) { $0.report(.tooManyComputedValues, message, at: member.keySource) }
            break
        }
        return true
    }
}
