/// How deep input may nest before it is refused with a located error.
///
/// Parsing, validation and resolution recurse over nested input; each limit keeps that
/// recursion far from the end of the call stack (a secondary thread may have only 512 KiB),
/// so a hostile or broken bundle gets an error instead of a crash, in debug and release
/// builds alike. JSON nesting has its own limit, ``JSONParser/Limits/maxDepth``.
public enum NestingLimits {
    /// Parentheses inside one expression: `((($.a)))` is 3.
    public static let expressionParentheses = 64
    /// Components expanded inside one another (a component whose body uses a component…).
    public static let componentDepth = 32
    /// Nodes one component or screen may expand to, each component use counted as a copy of
    /// its body: the largest screen of the bundled apps has about 250.
    public static let expandedNodes = 20_000
    /// Presets in one `extends` chain, the preset itself included.
    public static let presetChain = 32
}
