extension BundleValidator.Checker {
    /// Warns of a step after a `back` or `dismiss` (one that always runs) that reads a
    /// parameter of the screen walked: it runs on the screen shown then, which does not
    /// have it (SDUI0718). Only reads count: a step may write that screen's state, handing a
    /// value back. A `dismiss` on a screen with sheet nodes may close one of them instead, and
    /// a leave inside a nested sequence is not followed: both are left unsaid.
    mutating func checkSteps(afterLeaving steps: [Action]) {
        guard !scope.parameters.isEmpty, let leaving = steps.firstIndex(where: { step in
            guard step.condition == nil else { return false }
            switch step.kind {
            case .back: return true
            case .dismiss: return !scope.dismissMayCloseASheet
            default: return false
            }
        }) else { return }
        let left = if case .back = steps[leaving].kind { "back" } else { "dismiss" }
        for step in steps[(leaving + 1)...] {
            let names = Set(step.expressions.flatMap(\.paths).compactMap { $0.components.first?.name })
            guard let name = names.intersection(scope.parameters).sorted().first else { continue }
            report(
                .stepAfterLeavingReadsParameter,
                "this step runs after '\(left)', on the screen shown then, which does not have this screen's parameter $.\(name); put it before the '\(left)'",
                at: step.source)
        }
    }
}
