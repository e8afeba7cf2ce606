/// What a `scrollTo` action asks of a screen: bring the node with `id` into view in the scroll
/// views around it, resting at `anchor` (nil: the least scrolling that shows it).
///
/// The runtime keeps the latest request on the screen and the screen's render tree carries it
/// (``RenderNode/Screen/scrollRequest``). Renderers act on each request once: `serial` grows
/// with every request the runtime makes, so a screen drawn again does not scroll again.
public struct ScrollRequest: Sendable, Hashable {
    /// The `id` of the node to show (the first one, when several nodes have it).
    public var id: String
    /// The action's `anchor`: the point of the node that comes to rest on the same point of the
    /// visible area, as SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)`; nil scrolls the least.
    public var anchor: AnchorPoint?
    /// Whether the scroll is animated; the action's `animated`, true by default.
    public var animated: Bool
    /// The runtime's count of scroll requests at this one, from 1; a renderer scrolls only for
    /// a serial it has not acted on yet.
    public var serial: Int

    /// A request to show node `id`, as the runtime makes it for a `scrollTo` action.
    public init(id: String, anchor: AnchorPoint?, animated: Bool, serial: Int) {
        self.id = id
        self.anchor = anchor
        self.animated = animated
        self.serial = serial
    }

    /// What `sdui resolve` prints for it.
    var jsonValue: JSONValue {
        var o: JSONObject = ["id": .string(id), "animated": .bool(animated), "serial": .number(Double(serial))]
        if let anchor { o["anchor"] = ["x": .number(anchor.x), "y": .number(anchor.y)] }
        return .object(o)
    }
}
