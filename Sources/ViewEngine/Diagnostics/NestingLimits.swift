/// How deep input may nest before it is refused with a located error.
///
/// Parsing, validation and resolution recurse over nested input; each limit keeps that
/// recursion far from the end of the call stack (a secondary thread may have only 512 KiB),
/// so a hostile or broken bundle gets an error instead of a crash, in debug and release
/// builds alike. JSON nesting has its own limit, ``JSONParser/Limits/maxDepth``.
public enum NestingLimits {
    /// Parentheses inside one expression: `((($.a)))` is 3. Each level takes about 11.5 KiB
    /// of stack to parse in a debug build: 64 overflowed a 512 KiB thread. Fewer are allowed
    /// inside deeply nested view nodes (``parenthesesUsed(byNodes:)``).
    public static let expressionParentheses = 32
    /// The parenthesis levels that `depth` view nodes around an expression use up. A node's
    /// expressions are parsed while it is decoded, on top of the nodes around it, and a level
    /// of nodes takes about three quarters of the stack of a level of parentheses (8 KiB and
    /// 11.5 KiB in a debug build): 40 nodes and 32 parentheses together overflowed a 512 KiB
    /// thread. So they share one budget: 23 levels of parentheses are left inside 12 nodes
    /// (deeper than the bundled apps nest), 2 inside the deepest, 40.
    public static func parenthesesUsed(byNodes depth: Int) -> Int { (depth * 3 + 3) / 4 }
    /// Parentheses inside the formula of a `sum:`, `min:`, `max:` or `map:` (`(price + tip) *
    /// qty` is 1). Formulas are parsed on top of their expression and its nodes without sharing
    /// their budget, so they get a small one of their own: 32 of them at the deepest node left
    /// less than 64 KiB of a 512 KiB thread in a debug build.
    public static let formulaParentheses = 8
    /// View nodes written inside one another in one file (a screen's body, a component's): the
    /// bundled apps nest fewer than 12. Decoding, validating and resolving a level each take a few
    /// KiB of stack in a debug build; at 56 levels decoding overflowed a 512 KiB thread.
    public static let viewNodes = 40
    /// View nodes inside one another once components are expanded: what the resolver and every
    /// renderer recurse over. Deeper nodes are drawn as a placeholder (debug) or not at all
    /// (release), with a runtime issue (SDUI0207).
    public static let renderedNodes = 64
    /// Components expanded inside one another (a component whose body uses a component…).
    public static let componentDepth = 32
    /// Nodes one component or screen may expand to, each component use counted as a copy of
    /// its body: the largest screen of the bundled apps has about 250.
    public static let expandedNodes = 20_000
    /// Presets in one `extends` chain, the preset itself included.
    public static let presetChain = 32
    /// Computed values of one screen or component (SDUI0714); the rest are not computed. Each
    /// value is evaluated with those before it in scope, so checking and computing them grows
    /// faster than their number: 20,000 took minutes to validate. Real screens have a handful.
    public static let computedValues = 256
    /// Steps of a path that state is written at (`env.cart[0].qty` is 4): an action's `key`, a
    /// control's `binding`. A write goes down the path one call per step, so 20,000 steps
    /// overflowed the stack; real keys have a handful.
    public static let statePathSteps = 64
    /// Levels of arrays and objects a state write may leave, its path's steps included: as
    /// deep as a JSON file may nest, so saved state reads back. Actions can nest a value one
    /// level deeper per step (`"value": ["$.a"]` in a long sequence), and 100,000 levels
    /// overflowed the stack of the first code that showed the value.
    public static let stateDepth = 512
    /// Bytes a value that one state write puts in may take written out as JSON (about: every
    /// number counts 8). A value that holds the state it replaces (`{"a": "$.env.pair", "b":
    /// "$.env.pair"}`) doubles at every tap, shared in memory but written out whole: 27 taps
    /// made a state file the next launch could not read, and then exhausted memory.
    public static let stateValueBytes = 16 << 20
}
