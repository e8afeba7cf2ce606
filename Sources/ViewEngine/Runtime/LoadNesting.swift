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

    /// The loads left to the outermost load running on this task and all it started; nil
    /// outside any. Depth alone does not bound an `onLoad` that loads two screens (a
    /// `parallel` of two reloads): sixteen levels of that are 65,536 loads.
    @TaskLocal static var budget: LoadBudget?
    /// More screens than one screen's load leads to on purpose (a screen and the sheets it
    /// forwards to). Each load a tap starts directly (a `parallel` of navigates) has its own.
    static let budgetPerLoad = 64
}

/// What is left of ``LoadNesting/budgetPerLoad`` for one outermost load; shared by the
/// loads it starts, also on the tasks a `parallel` starts (which inherit task-locals).
@MainActor
final class LoadBudget {
    var remaining = LoadNesting.budgetPerLoad
    /// Whether running out has been reported: once per outermost load is enough.
    var isReported = false
}
