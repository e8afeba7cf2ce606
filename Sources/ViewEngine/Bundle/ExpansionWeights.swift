/// How many nodes each component becomes when every component use in it is replaced by a copy
/// of that component's body, as the resolver does.
///
/// An upper bound: every branch counts whatever its condition, and a list's row template
/// counts once (rows are made as they show). It grows exponentially when components use
/// components several times each: twenty levels of two uses make a million nodes from a few
/// lines of JSON. The validator refuses a component or screen heavier than
/// ``NestingLimits/expandedNodes`` (SDUI0640), and the resolver draws a placeholder in place of
/// such a component, so a hostile bundle stalls neither.
struct ExpansionWeights: Sendable {
    /// The weight of what is in, or uses, a cycle of components: no finite number.
    static let unbounded = Int.max / 4

    /// Each component's weight, at most ``unbounded``.
    let components: [String: Int]
    /// Each component's depth: how many levels of view nodes its body is once every component
    /// in it is expanded, as ``NestingLimits/renderedNodes`` counts them (a use is a level, its
    /// body the levels below); ``unbounded`` in or through a cycle. Empty unless measured.
    let depths: [String: Int]
    /// Each component's chain of uses: 1 for one that uses no component, else one more than
    /// the longest of those it uses (the resolver stops past ``NestingLimits/componentDepth``).
    /// Empty unless depths are measured.
    let chains: [String: Int]

    /// `measuringDepths`: also fill ``depths``, which validation checks and the resolver, that
    /// counts levels as it goes, does not need.
    init(components definitions: [String: ComponentDefinition], measuringDepths: Bool = false) {
        var references: [String: [ReferenceGraph.Reference]] = [:]
        for (name, definition) in definitions {
            var uses: [ReferenceGraph.Reference] = []
            definition.body.forEachComponentUse { uses.append(ReferenceGraph.Reference(target: $0, source: $1)) }
            references[name] = uses
        }
        // Bottom-up and without recursion across components (a chain of 100,000 components is
        // hostile input, not a stack overflow): each component after those it uses. One whose
        // use closes a cycle finds that component not yet weighed, and is unbounded.
        var weights: [String: Int] = [:]
        var depths: [String: Int] = [:]
        let analysis = ReferenceGraph(references: references).analyse()
        for name in analysis.finishOrder {
            let body = definitions[name]!.body
            // A use of a component not weighed yet closes a cycle; an unknown one is a placeholder.
            weights[name] = Self.weight(of: body) { used in weights[used] ?? (definitions[used] == nil ? 0 : Self.unbounded) }
            if measuringDepths {
                depths[name] = Self.depth(of: body) { used in depths[used] ?? (definitions[used] == nil ? 0 : Self.unbounded) }
            }
        }
        components = weights
        self.depths = depths
        chains = measuringDepths ? analysis.heights : [:]
    }

    /// The depth of a node (a screen's, or any other) with the components measured here (made
    /// `measuringDepths`).
    func depth(of node: ViewNode) -> Int {
        Self.depth(of: node) { depths[$0] ?? 0 }
    }

    /// The weight of a node (a screen's, or any other) with the components weighed here.
    func weight(of node: ViewNode) -> Int {
        Self.weight(of: node) { components[$0] ?? 0 }
    }

    /// The node and everything nested in it, each component use adding its body's weight
    /// (`componentWeight`: 0 for a name no component has, which resolves to a placeholder).
    private static func weight(of node: ViewNode, componentWeight: (String) -> Int) -> Int {
        var total = 1
        if let name = node.literalComponentName { total = adding(total, componentWeight(name)) }
        node.forEachNestedNode { total = adding(total, weight(of: $0, componentWeight: componentWeight)) }
        return total
    }

    /// The levels of view nodes from this one to the deepest inside it, a component use's
    /// body (`componentDepth`: 0 for a name no component has) one level below the use, as the
    /// resolver counts them.
    private static func depth(of node: ViewNode, componentDepth: (String) -> Int) -> Int {
        var deepest = node.literalComponentName.map(componentDepth) ?? 0
        node.forEachNestedNode { deepest = max(deepest, depth(of: $0, componentDepth: componentDepth)) }
        return adding(deepest, 1)
    }

    /// Why a component or screen of `weight`, over ``NestingLimits/expandedNodes``, is not
    /// drawn, as the placeholder in its place says it.
    static func refusal(weight: Int) -> String {
        weight == unbounded
            ? "leads into a cycle of components (SDUI0606)"
            : "expands to more than \(NestingLimits.expandedNodes) nodes (SDUI0640)"
    }

    /// Addition that stops at ``unbounded``, which two weights at most ``unbounded`` cannot overflow.
    private static func adding(_ a: Int, _ b: Int) -> Int { min(a + b, unbounded) }
}
