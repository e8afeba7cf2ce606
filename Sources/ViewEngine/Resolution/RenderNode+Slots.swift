extension RenderNode {
    /// A child as a renderer's `ForEach` identifies it: its index in the array drawn and its
    /// written ``position`` (the identity).
    public struct Slot: Sendable, Hashable {
        /// Where the child is in the array of children drawn.
        public let index: Int
        /// Where it is written among its siblings, hidden ones counted: its identity.
        public let position: Int
    }

    /// The slots of `nodes`, children as ``Resolver`` resolves them. Nodes put together some
    /// other way may share a position; then their indices stand in, so identities are unique.
    public static func slots(of nodes: [RenderNode]) -> [Slot] {
        var seen = Set<Int>(minimumCapacity: nodes.count)
        let unique = nodes.allSatisfy { seen.insert($0.position).inserted }
        return nodes.indices.map { Slot(index: $0, position: unique ? nodes[$0].position : $0) }
    }
}
