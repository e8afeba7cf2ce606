/// Props that take one of a list of words (`axis`, `alignment`, `pickerStyle`): written as a
/// word, or bound to data (`"$.wide ? 'horizontal' : 'vertical'"`).
extension NodeScope {
    /// The choice prop's word: as written (decoding matched it to the list), or the word a bound
    /// one evaluates to. Nil when the prop is not written, its value is missing, or its value is
    /// none of the prop's words; the last is a runtime issue at the prop, and the node draws with
    /// the prop's default, as unwritten.
    func word(_ name: String) -> String? {
        // One lookup: a written word is decoded as constant text, the common case.
        let expression: BindingExpression
        switch written(name) {
        case .value(.constant(.string(let word)))?: return word
        case .expression(let bound)?: expression = bound
        case nil: return nil
        default: return props.string(name)
        }
        guard let value = expression.evaluate(in: context, environment: props.environment), !value.isNull else { return nil }
        let words: [String]
        if let kind, case .choice(let list)? = NodeCatalog.spec(for: kind).prop(named: name)?.type { words = list } else { words = [] }
        if case .string(let text) = value, words.contains(text) { return text }
        let at = props.props.entries.first { $0.name.isSameName(name) }?.source ?? source
        resolver.reportUnusable(
            "'\(name)' is \(JSONWriter.string(value)), which is none of \(words.joined(separator: ", ")); it is drawn as if not written", at: at)
        return nil
    }

    /// ``word(_:)`` as the enumeration whose raw values are the prop's words.
    func word<Word: RawRepresentable>(_ name: String, as type: Word.Type) -> Word? where Word.RawValue == String {
        word(name).flatMap(Word.init(rawValue:))
    }
}
