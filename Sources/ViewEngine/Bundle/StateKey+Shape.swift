// What validation knows of the value a state key writes.
extension StateKey {
    /// The shape of the value an app-state key (`env.…`) names, `env`'s own shape given: a bound
    /// segment (`[${$.index}]`) stands for an element of an array and for an unknown member of
    /// an object, so `env.habits[${$.index}].log` is a habit's log. Unknown where the declared
    /// state does not say (validation reports a wrong written part elsewhere).
    func shape(in env: ValueShape) -> ValueShape {
        var shape = env
        for segment in segments.dropFirst() {
            switch segment {
            case .name(let name): shape = shape.member(name) ?? .unknown
            case .bound, .match:
                guard case .array(let element) = shape else { return .unknown }
                shape = element
            }
        }
        return shape
    }

    /// The key's literal names up to its first bound segment (`env.cart` of `env.cart[${$.i}].qty`).
    var namePrefix: [BindingPath.Component] {
        var components: [BindingPath.Component] = []
        for segment in segments {
            guard case .name(let name) = segment else { break }
            components.append(.init(name))
        }
        return components
    }
}
