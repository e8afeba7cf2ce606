/// Which parts of the grammar an expression uses, for the engine version a published bundle
/// declares: an engine older than a construct refuses the whole expression as a syntax error.
extension BindingExpression {
    /// Whether the expression chooses (`$.done ? 'green' : 'gray'`) anywhere: at its top, in
    /// parentheses, in a transform's argument or a string-table lookup's argument.
    ///
    /// Read from the source text: in an expression that parsed, a `?` outside quotes can only
    /// start a choice's branches (`??` is refused, and an unquoted argument ends at a `?`).
    public var usesChoices: Bool {
        let scalars = Array(source.unicodeScalars)
        return QuotedText.firstOutside(scalars, from: 0) { $1 == "?" } != nil
    }
}
