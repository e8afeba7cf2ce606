extension JSONValue {
    /// About how many bytes the value takes written out as compact JSON (a number counts 8,
    /// escapes are not counted), or nil when more than `limit`. Counted with a stack of its
    /// own, and stops at the limit: a value may share one large part many times over, so its
    /// full count can be far more than its memory.
    func writtenSize(upTo limit: Int) -> Int? {
        var total = 0
        var pending: [JSONValue] = [self]
        while let value = pending.popLast() {
            switch value {
            case .null: total += 4
            case .bool: total += 5
            case .number: total += 8
            case .string(let text): total += text.utf8.count + 2
            case .array(let elements):
                total += 2 + elements.count
                pending += elements
            case .object(let object):
                total += 2
                for (key, member) in object {
                    total += key.utf8.count + 4
                    pending.append(member)
                }
            }
            guard total <= limit else { return nil }
        }
        return total
    }
}
