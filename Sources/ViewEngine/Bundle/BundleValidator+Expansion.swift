extension BundleValidator.Checker {
    /// Components and screens that expand to more than ``NestingLimits/expandedNodes`` nodes
    /// (``ExpansionWeights``). Each excess is reported once, where it first appears: at a
    /// component or screen none of whose used components is over the limit itself. A cycle is
    /// reported as a cycle (SDUI0606) only, as everything it reaches is over the limit too.
    /// Likewise for nesting deeper than ``NestingLimits/renderedNodes`` once components are
    /// expanded (SDUI0207), which the resolver stops at a placeholder.
    mutating func checkExpansion() {
        let weights = ExpansionWeights(components: bundle.components, measuringDepths: true)
        let limit = NestingLimits.expandedNodes
        func check(_ node: ViewNode, _ what: String, at source: SourceRef) {
            let weight = weights.weight(of: node)
            guard weight > limit else { return }
            // Uses of components the bundle does not have weigh nothing (SDUI0602 reports them).
            var uses: [String: Int] = [:]
            node.forEachComponentUse { name, _ in if weights.components[name] != nil { uses[name, default: 0] += 1 } }
            func componentWeight(_ name: String) -> Int { weights.components[name] ?? 0 }
            guard uses.keys.allSatisfy({ componentWeight($0) <= limit }) else { return }
            var message = "\(what) expands to \(weight) nodes, more than \(limit): "
            if let (name, count) = uses.max(by: { ($0.value * componentWeight($0.key), $1.key) < ($1.value * componentWeight($1.key), $0.key) }) {
                message += "every use of a component is a copy of its body, and it uses '\(name)' (\(componentWeight(name)) nodes) \(count == 1 ? "once" : "\(count) times")"
            } else {
                // Written out node by node: the component advice would point at nothing.
                message += "split it into screens, or show repeated rows as a list over data (its itemTemplate counts once)"
            }
            report(.expansionTooLarge, message, at: source)
        }
        /// Nesting past what the resolver draws, once components are expanded: reported where
        /// it first appears, as an excess weight is. `chainAllowed`: the longest chain of
        /// components its uses may start that the resolver expands (one less inside a
        /// component, which is a link of the chain itself).
        func checkDepth(_ node: ViewNode, _ what: String, chainAllowed: Int, at source: SourceRef) {
            let depth = weights.depth(of: node)
            // Past unbounded, a cycle (SDUI0606 says so); over the weight limit, a placeholder (SDUI0640).
            guard depth > NestingLimits.renderedNodes, depth < ExpansionWeights.unbounded, weights.weight(of: node) <= limit else { return }
            var deepest: (name: String, depth: Int)?
            var chain = 0
            node.forEachComponentUse { name, _ in
                chain = max(chain, weights.chains[name] ?? 0)
                guard let used = weights.depths[name] else { return }
                if let current = deepest, (current.depth, name) >= (used, current.name) { return }
                deepest = (name, used)
            }
            // Reported where it first appears, and not past a chain of components too long,
            // where the resolver stops first (SDUI0609 says so).
            guard (deepest?.depth ?? 0) <= NestingLimits.renderedNodes, chain <= chainAllowed else { return }
            let through = deepest.map { "; the deepest component it uses is '\($0.name)' (\($0.depth) levels)" } ?? ""
            report(
                .nestingTooDeep,
                "\(what) nests view nodes \(depth) levels deep once its components are expanded\(through); "
                    + "the resolver draws \(NestingLimits.renderedNodes), and the nodes below are not drawn",
                at: source)
        }
        for name in bundle.components.keys.sorted() {
            let component = bundle.components[name]!
            check(component.body, "component '\(name)'", at: component.source)
            checkDepth(component.body, "component '\(name)'", chainAllowed: NestingLimits.componentDepth - 1, at: component.source)
        }
        for name in bundle.screens.keys.sorted() {
            check(bundle.screens[name]!.node, "screen '\(name)'", at: bundle.screens[name]!.node.source)
            checkDepth(bundle.screens[name]!.node, "screen '\(name)'", chainAllowed: NestingLimits.componentDepth, at: bundle.screens[name]!.node.source)
        }
    }
}
