/// Modifiers as JSON for `sdui resolve` and `sdui render --format json`, read by reflection so
/// that every case of every category is written without an encoder per modifier, and a new
/// case needs none.
extension RenderModifier {
    /// The case with its payload, the category left out: `{"frame": {"width": 100,
    /// "alignment": "center"}}`. Absent optionals are left out; colours are hex and lengths
    /// numbers or `"infinity"` as in a node's `style`; views and actions are written as the
    /// render tree writes them (each view's lists showing at most `rowLimit` rows).
    public func jsonValue(rowLimit: Int = .max) -> JSONValue {
        jsonValue(rows: RowBudget(perList: rowLimit))
    }

    func jsonValue(rows: RowBudget) -> JSONValue {
        guard let category = Mirror(reflecting: self).children.first else { return .string(String(describing: self)) }
        return ReflectedJSON(rows: rows).value(of: category.value, depth: 0)
    }
}
