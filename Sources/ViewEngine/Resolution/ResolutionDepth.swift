/// How deep the resolver is inside the tree it is making: components expanded inside one
/// another, and rendered nodes inside one another.
///
/// Both are bounded so resolution, and every renderer that walks its result, recurse a known
/// number of times: 32 components of 40 nested nodes each would pass both checks of the
/// decoder and validator, yet make 1,280 levels of nested nodes, which no 512 KiB thread holds.
struct ResolutionDepth: Sendable {
    /// Components being expanded around the node.
    var components = 0
    /// Nodes around the node, the node itself included.
    var nodes = 0

    /// Outside any node: where a screen or a list of nodes starts.
    static let top = ResolutionDepth()

    /// One node further in.
    var inside: ResolutionDepth { ResolutionDepth(components: components, nodes: nodes + 1) }

    /// Inside one more component's body.
    var enteringComponent: ResolutionDepth { ResolutionDepth(components: components + 1, nodes: nodes) }
}
