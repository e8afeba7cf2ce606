extension JSONValue {
    /// How deeply arrays and objects nest in the value (a number 0, `[1]` 1, `{"a": [1]}` 2),
    /// or nil when deeper than `limit`. Counted with a stack of its own, not recursion: actions
    /// can wrap a state value in another array on every step, as deep as they are repeated.
    func depth(upTo limit: Int) -> Int? {
        var deepest = 0
        var pending: [(value: JSONValue, level: Int)] = [(self, 1)]
        while let (value, level) = pending.popLast() {
            let children: [JSONValue]
            switch value {
            case .array(let elements): children = elements
            case .object(let object): children = object.values
            default: continue
            }
            guard level <= limit else { return nil }
            deepest = max(deepest, level)
            for child in children {
                switch child {
                case .array, .object: pending.append((child, level + 1))
                default: break
                }
            }
        }
        return deepest
    }
}
