extension BundleValidator.Checker {
    /// The members a picker reads from each option bound to data (`titleKey` and `valueKey`,
    /// else `title` and `value`), checked against the options' declared element shape: a
    /// list of people bound without `"titleKey": "name"` would leave the picker empty at run
    /// time, so it is reported as a path is (SDUI0701), with a suggestion.
    mutating func checkOptionKeys(of node: ViewNode, options: ValueShape, at source: SourceRef) {
        guard case .array(let element) = options, case .object = element else { return }
        let keys = OptionKeys(title: node.props.literalText("titleKey"), value: node.props.literalText("valueKey"))
        for (prop, key, path) in [("titleKey", keys.title, keys.titlePath), ("valueKey", keys.value, keys.valuePath)] {
            guard case .failure(let miss) = element.follow(path.components[...]) else { continue }
            let name = path.components[miss.index].name
            let written = node.source.member("props").flatMap { $0.source.member(prop) } ?? node.source.member(prop)
            let hint = written == nil ? "; set \"\(prop)\" to the member that holds it" : ""
            report(
                .unknownDataPath,
                "the picker reads '\(key)' of each option, but the options have no member '\(name)'\(Suggestion.didYouMean(name, in: miss.parent.memberNames))\(hint)",
                at: written?.source ?? source, path: written?.path ?? source.jsonPath)
        }
    }
}
