/// A named value transform used in bindings: `$.x | truncate:20 | uppercase`.
///
/// A transform is compiled once, when the expression is parsed: it checks its argument then
/// (so `truncate:abc` is a validation error, not a silent pass) and returns the function that
/// runs per evaluation.
public struct Transform: Sendable {
    /// Whether the transform takes an argument after `:`.
    public enum Argument: Sendable {
        case none, required, optional
    }

    /// The function a compiled transform runs: input (nil when missing) to output.
    public typealias Function = @Sendable (JSONValue?, EvaluationEnvironment) -> JSONValue?

    public let name: String
    public let argument: Argument
    /// One line for documentation and `sdui` help.
    public let summary: String
    let compile: @Sendable (String?) throws(ExpressionError) -> Function

    public init(
        _ name: String, argument: Argument = .none, summary: String,
        compile: @escaping @Sendable (String?) throws(ExpressionError) -> Function
    ) {
        self.name = name
        self.argument = argument
        self.summary = summary
        self.compile = compile
    }

    /// A transform without an argument.
    public init(_ name: String, summary: String, apply: @escaping Function) {
        self.init(name, argument: .none, summary: summary) { _ throws(ExpressionError) in apply }
    }
}

/// The transforms expressions may use, by name. Apps add their own with ``register(_:)``.
public struct TransformRegistry: Sendable {
    public private(set) var transforms: [String: Transform] = [:]

    public init(_ transforms: [Transform] = []) {
        for transform in transforms { register(transform) }
    }

    /// Adds or replaces a transform.
    public mutating func register(_ transform: Transform) {
        transforms[transform.name] = transform
    }

    public subscript(name: String) -> Transform? { transforms[name] }

    public var names: [String] { transforms.keys.sorted() }

    /// The built-in transforms: the spec's eight, the condition tests and a few text helpers.
    public static let standard = TransformRegistry(StandardTransforms.all)
}
