extension BundleValidator.Checker {
    /// Checks the keys a collection transform reads from each element (`where:done`,
    /// `sort:name`, `sum:price`, `search:$.q in title`) against the elements' declared shape:
    /// a misspelt key would match nothing and leave the screen blank, so it is reported as a
    /// path is (SDUI0701), with a suggestion.
    mutating func checkElementKeys(of call: TransformCall, in input: ValueShape, at source: SourceRef) {
        guard case .array(let element) = input, element != .unknown else { return }
        for key in TransformShapes.elementKeys(of: call.name, call.terms) {
            guard case .failure(let miss) = element.follow(key.path.components[...]) else { continue }
            let name = key.path.components[miss.index].name
            let prefix = key.path.components[..<miss.index].map(\.name).joined(separator: ".")
            let (owner, has, verb) = prefix.isEmpty ? ("its elements", "have", "are") : ("the elements' '\(prefix)'", "has", "is")
            let reason: String
            switch miss.parent {
            case .object: reason = "\(owner) \(has) no member '\(name)'\(Suggestion.didYouMean(name, in: miss.parent.memberNames))"
            default:
                let kind = prefix.isEmpty ? miss.parent.pluralDescription : miss.parent.kindDescription
                reason = "\(owner) \(verb) \(kind), which \(prefix.isEmpty ? "have" : "has") no members"
            }
            // At this call's key when it is written next to the name (`where:agee`), which
            // tells it from an earlier `where:` in the same string; else at the call's name.
            var located = source.locating(call.name + ":" + key.text)
            if located.path == nil || located.source == source { located = source.locating(call.name + ":") }
            report(.unknownDataPath, "'\(call.name)' reads '\(key.text)' of each element, but \(reason)", at: located.source, path: located.path)
        }
    }
}
