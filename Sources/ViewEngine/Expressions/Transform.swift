/// A named value transform used in bindings: `$.x | truncate:20 | uppercase`.
///
/// A transform is compiled once, when the expression is parsed: it checks its argument then
/// (so `truncate:abc` is a validation error, not a silent pass) and returns the function that
/// runs per evaluation.
public struct Transform: Sendable {
    /// Whether the transform takes an argument after `:`; the raw value is how the reference
    /// and the JSON catalogue of `sdui docs` name it.
    public enum Argument: String, Sendable {
        /// Takes none: `name:…` is a parse error (`uppercase`).
        case none
        /// Must have one: a bare `name` is a parse error (`truncate:20`).
        case required
        /// May have one (`sort`, `sort:title`); without it the compiler gets nil, or no terms.
        case optional
    }

    /// The function a compiled transform runs: input (nil when missing) to output.
    public typealias Function = @Sendable (JSONValue?, EvaluationEnvironment) -> JSONValue?
    /// The function of a transform whose argument holds bindings: it also sees the data the
    /// expression is evaluated with, to read them.
    public typealias BoundFunction = @Sendable (JSONValue?, DataContext, EvaluationEnvironment) -> JSONValue?

    /// How the argument reaches the transform: as text (`date:MMM d, yyyy`), or split into
    /// ``TransformTerm``s whose values may be bindings (`where:tags contains $.tag`).
    enum Compiler: Sendable {
        case text(@Sendable (String?) throws(ExpressionError) -> Function)
        case terms(@Sendable ([TransformTerm]) throws(ExpressionError) -> BoundFunction)
        /// The texts either side of the argument's first comma, each quotable on its own
        /// (`replace:'|',-`), as the scanner's `parsePairArgument` reads them.
        case pair(@Sendable ([String]?) throws(ExpressionError) -> Function)
    }

    /// The word written after `|` in an expression (`uppercase`), and its key in a ``TransformRegistry``.
    public let name: String
    /// Whether an argument after `:` is forbidden, required or optional; the parser checks it
    /// before compiling.
    public let argument: Argument
    /// One line for documentation and `sdui` help.
    public let summary: String
    let compiler: Compiler

    /// A transform whose argument is read as text; `compile` gets that text (nil when absent),
    /// validates it, and returns the function run per evaluation.
    public init(
        _ name: String, argument: Argument = .none, summary: String,
        compile: @escaping @Sendable (String?) throws(ExpressionError) -> Function
    ) {
        self.name = name
        self.argument = argument
        self.summary = summary
        self.compiler = .text(compile)
    }

    /// A transform whose argument is read as terms (an empty list when it has none), so its
    /// values may be bindings.
    public init(
        _ name: String, argument: Argument, summary: String,
        compileTerms: @escaping @Sendable ([TransformTerm]) throws(ExpressionError) -> BoundFunction
    ) {
        self.name = name
        self.argument = argument
        self.summary = summary
        self.compiler = .terms(compileTerms)
    }

    /// A transform whose required argument is a pair of texts (`replace:old,new`): `compilePair`
    /// gets one text, or two when the argument has a comma outside quotes (nil when absent).
    init(
        _ name: String, summary: String,
        compilePair: @escaping @Sendable ([String]?) throws(ExpressionError) -> Function
    ) {
        self.name = name
        self.argument = .required
        self.summary = summary
        self.compiler = .pair(compilePair)
    }

    /// A transform without an argument.
    public init(_ name: String, summary: String, apply: @escaping Function) {
        self.init(name, argument: .none, summary: summary) { _ throws(ExpressionError) in apply }
    }
}

/// The transforms expressions may use, by name. Apps add their own with ``register(_:)``.
public struct TransformRegistry: Sendable {
    /// Every registered transform, keyed by its ``Transform/name``.
    public private(set) var transforms: [String: Transform] = [:]

    /// A registry holding `transforms`; a later one with the same name replaces an earlier one.
    public init(_ transforms: [Transform] = []) {
        for transform in transforms { register(transform) }
    }

    /// Adds or replaces a transform.
    public mutating func register(_ transform: Transform) {
        transforms[transform.name] = transform
    }

    /// The transform called `name`, or nil when none is registered under it.
    public subscript(name: String) -> Transform? { transforms[name] }

    /// The registered names, sorted; parse errors suggest the nearest one ("did you mean").
    public var names: [String] { transforms.keys.sorted() }

    /// The built-in transforms: the spec's eight, the condition tests, a few text helpers and
    /// the collection transforms (`where`, `search`, `sort`, `sum`, …).
    public static let standard = TransformRegistry(StandardTransforms.all + CollectionTransforms.all)
}
