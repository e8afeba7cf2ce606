/// How many screens' `onLoad` actions are running inside one another on the current task.
///
/// A navigate, present or reload in an `onLoad` loads its screen before the action returns, so
/// a screen whose `onLoad` leads back to itself would recurse until memory runs out. Validation
/// reports such a circle (SDUI0630); this limit stops one that a bundle skipped validation with.
/// It is task-local rather than a counter on the runtime, so actions that overlap on other tasks
/// (a tap while a request of an `onLoad` waits) do not count towards each other's depth.
enum LoadNesting {
    /// The depth of the `onLoad` running on this task: 0 outside any.
    @TaskLocal static var depth = 0
    /// Deeper than any chain of screens that forward to each other, far short of exhausting
    /// memory or the stack.
    static let limit = 16
}
