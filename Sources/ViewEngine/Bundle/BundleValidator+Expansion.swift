extension BundleValidator.Checker {
    /// Components and screens that expand to more than ``NestingLimits/expandedNodes`` nodes
    /// (``ExpansionWeights``). Each excess is reported once, where it first appears: at a
    /// component or screen none of whose used components is over the limit itself. A cycle is
    /// reported as a cycle (SDUI0606) only, as everything it reaches is over the limit too.
    mutating func checkExpansion() {
        let weights = ExpansionWeights(components: bundle.components)
        let limit = NestingLimits.expandedNodes
        func check(_ node: ViewNode, _ what: String, at source: SourceRef) {
            let weight = weights.weight(of: node)
            guard weight > limit else { return }
            // Uses of components the bundle does not have weigh nothing (SDUI0602 reports them).
            var uses: [String: Int] = [:]
            node.forEachComponentUse { name, _ in if weights.components[name] != nil { uses[name, default: 0] += 1 } }
            func componentWeight(_ name: String) -> Int { weights.components[name] ?? 0 }
            guard uses.keys.allSatisfy({ componentWeight($0) <= limit }) else { return }
            var message = "\(what) expands to \(weight) nodes, more than \(limit): every use of a component is a copy of its body"
            if let (name, count) = uses.max(by: { ($0.value * componentWeight($0.key), $1.key) < ($1.value * componentWeight($1.key), $0.key) }) {
                message += ", and it uses '\(name)' (\(componentWeight(name)) nodes) \(count == 1 ? "once" : "\(count) times")"
            }
            report(.expansionTooLarge, message, at: source)
        }
        for name in bundle.components.keys.sorted() {
            let component = bundle.components[name]!
            check(component.body, "component '\(name)'", at: component.source)
        }
        for name in bundle.screens.keys.sorted() {
            check(bundle.screens[name]!.node, "screen '\(name)'", at: bundle.screens[name]!.node.source)
        }
    }
}
