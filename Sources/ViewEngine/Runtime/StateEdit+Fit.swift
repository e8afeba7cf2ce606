extension StateEdit {
    /// Where what this edit writes does not have the structure app.json declares at its
    /// target (``ValueShape/Fit/structure``), named from `name` (`env.items`); nil when it
    /// fits, or the edit writes nothing new (`remove`, `move`, `clear`, `increment`), or
    /// what it writes is worked out per element (`update`: ``StateEdit/declaring(_:named:)``).
    ///
    /// Only the written value is checked, never the whole value at the key, so a write to a
    /// long list costs what it did and no copy of the list is needed to undo it.
    func misfit(in shape: ValueShape, named name: String) -> String? {
        switch change {
        case .set(let value):
            return shape.misfit(value, .structure)?.description(of: name)
        case .append(let value), .insert(let value, _), .toggle(let value, _):
            guard case .array(let element) = shape else { return nil }
            return element.misfit(value, .structure)?.description(of: name + "[…]")
        case .remove, .update, .move, .increment, .clear:
            // `update`'s values are known only per element: ``declaring(_:named:)``.
            return nil
        }
    }
}
