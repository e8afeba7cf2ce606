// Stand-ins for the two Combine types SwiftUI's own declarations name (SwiftUI re-exports
// Combine on Apple platforms; Combine does not exist on Linux). Only what `ImageRenderer`'s
// `ObservableObject` conformance needs: no operators, no subscribers.

/// Combine's `ObservableObject` (iOS 13), reduced to its one requirement.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// Combine's `PassthroughSubject` (iOS 13), reduced to `send`.
final public class PassthroughSubject<Output, Failure: Error> {
    public init() {}
    final public func send(_ input: Output) {}
}
