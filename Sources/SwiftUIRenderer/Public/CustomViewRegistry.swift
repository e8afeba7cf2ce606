#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// What a registered native view receives: the `custom` node's `viewId`, its evaluated
/// `data`, and its resolved children (show them with ``NodeView``).
public struct CustomViewContext: Sendable {
    /// The name the `custom` node asks for, as registered with `JSONEngine.registerView`.
    public let viewId: String
    /// The node's `data` with its bindings evaluated.
    public let data: JSONValue
    /// The node's children, resolved; hidden ones are already left out.
    public let children: [RenderNode]
}

/// Native views by `viewId`, for `custom` nodes.
@MainActor
final class CustomViewRegistry {
    private var makers: [String: @MainActor (CustomViewContext) -> AnyView] = [:]

    func register(_ viewId: String, _ make: @escaping @MainActor (CustomViewContext) -> AnyView) {
        makers[viewId] = make
    }

    /// The registered view for `custom`, or nil when none is registered under its id.
    func view(for custom: RenderNode.Custom) -> AnyView? {
        guard let make = makers[custom.viewId] else { return nil }
        return make(CustomViewContext(viewId: custom.viewId, data: custom.data, children: custom.children))
    }
}
#endif
