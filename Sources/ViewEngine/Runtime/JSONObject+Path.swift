extension JSONObject {
    /// Writes `value` at `components` (relative to this object), creating objects on the
    /// way; numeric components index existing arrays.
    mutating func set(_ value: JSONValue, at components: ArraySlice<BindingPath.Component>) {
        guard let first = components.first else { return }
        let rest = components.dropFirst()
        if rest.isEmpty {
            self[first.name] = value
            return
        }
        var child = self[first.name] ?? .object([:])
        child.set(value, at: rest)
        self[first.name] = child
    }
}

extension JSONValue {
    mutating func set(_ value: JSONValue, at components: ArraySlice<BindingPath.Component>) {
        guard let first = components.first else {
            self = value
            return
        }
        switch self {
        case .array(var array):
            if let index = first.index, array.indices.contains(index) {
                array[index].set(value, at: components.dropFirst())
                self = .array(array)
                return
            }
            var object = JSONObject()
            object.set(value, at: components)
            self = .object(object)
        case .object(var object):
            object.set(value, at: components)
            self = .object(object)
        default:
            var object = JSONObject()
            object.set(value, at: components)
            self = .object(object)
        }
    }
}
