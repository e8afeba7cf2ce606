/// An immutable heap box. Large, rarely set fields live in one so the structs that carry them
/// (view nodes, render nodes) stay small and cheap to copy.
final class Box<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
