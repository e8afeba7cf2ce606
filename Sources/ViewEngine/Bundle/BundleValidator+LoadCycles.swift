extension BundleValidator.Checker {
    /// Screens whose `onLoad` actions load one another in a circle (SDUI0630). A navigate,
    /// present or reload in an `onLoad` loads its screen, and runs that screen's `onLoad`, before
    /// it returns, so an unconditional circle never ends; a running app stops it at
    /// ``LoadNesting/limit`` screens deep. A load behind a `condition` is how a circle stops, so
    /// it is no edge.
    mutating func checkLoadCycles() {
        var references: [String: [ReferenceGraph.Reference]] = [:]
        for (name, screen) in bundle.screens {
            guard let onLoad = screen.onLoad else { continue }
            references[name] = Self.screensLoaded(by: onLoad, on: name)
        }
        for cycle in ReferenceGraph(references: references).analyse().cycles {
            let chain = cycle.chain.joined(separator: " → ")
            report(.onLoadCycle, "screens' onLoad actions load one another forever: \(chain)", at: cycle.source, path: cycle.source.jsonPath)
        }
    }

    /// The screens `action` loads when it runs in the `onLoad` of `screen`, each with the action
    /// that loads it. A `present` naming a sheet node rather than a screen loads nothing; the
    /// graph leaves such names out. After a `back` or `dismiss` step of a sequence, a `reload`
    /// reloads whichever screen is then shown, not `screen`, so it is no edge.
    static func screensLoaded(by action: Action, on screen: String) -> [ReferenceGraph.Reference] {
        var mayHaveLeft = false
        return screensLoaded(by: action, on: screen, mayHaveLeft: &mayHaveLeft)
    }

    private static func screensLoaded(by action: Action, on screen: String, mayHaveLeft: inout Bool) -> [ReferenceGraph.Reference] {
        // A conditional action is how a load stops (`navigate` to sign in only when signed
        // out): neither it nor its `else` is a load that always happens. But a `back` in either
        // may have run, so a later `reload` may reload another screen.
        guard action.condition == nil else {
            if action.mayLeaveTheScreen { mayHaveLeft = true }
            return []
        }
        switch action.kind {
        case .navigate(let name, _), .present(let name, _):
            return [ReferenceGraph.Reference(target: name, source: action.source)]
        case .reload:
            return mayHaveLeft ? [] : [ReferenceGraph.Reference(target: screen, source: action.source)]
        case .back, .dismiss:
            mayHaveLeft = true
            return []
        case .sequence(let steps), .parallel(let steps):
            return steps.flatMap { screensLoaded(by: $0, on: screen, mayHaveLeft: &mayHaveLeft) }
        default:
            return []
        }
    }
}

extension Action {
    /// Whether running it may go back or dismiss: it, a step of it, or its `else` is one.
    fileprivate var mayLeaveTheScreen: Bool {
        switch kind {
        case .back, .dismiss: return true
        default: return nestedActions.contains(where: \.mayLeaveTheScreen)
        }
    }
}
