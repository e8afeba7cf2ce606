import ViewEngine

/// Children, as every peer writes them: an array of nodes (SwiftSDUI also takes one object).
enum PeerChildren {
    /// The converted children; on a node that takes none they are reported, not dropped
    /// silently.
    static func convert(_ value: PeerValue, of peerType: String, accepted: Bool, _ context: inout ImportContext) -> [OurNode] {
        let nodes: [PeerValue]
        switch value.kind {
        case .array: nodes = value.elements
        case .object where context.format == .swiftsdui: nodes = [value]
        default:
            context.invalid("children", at: value, expected: context.format == .swiftsdui ? "an array of nodes or one node" : "an array of nodes")
            return []
        }
        guard accepted else {
            if !nodes.isEmpty { context.noCounterpart("children", of: peerType, at: value, "this node takes no children") }
            return []
        }
        return nodes.compactMap { context.format.convert($0, &context) }
    }
}

/// Frame sizes: points, or no limit (`"infinity"`; SwiftSDUI writes `-1` for an unlimited
/// maximum).
enum PeerDimension {
    static func frame(_ key: String, _ value: PeerValue, _ context: inout ImportContext) -> JSONValue? {
        if let number = value.number {
            if number == -1, context.format == .swiftsdui, key.hasPrefix("max") { return "infinity" }
            if number >= 0 { return .number(number) }
        } else if let text = value.string, ["infinity", ".infinity"].contains(text.lowercased()) {
            return "infinity"
        }
        context.invalid(key, at: value, expected: "a number of points ≥ 0" + (context.format == .swiftsdui && key.hasPrefix("max") ? " or -1 (no limit)" : ""))
        return nil
    }
}
