#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `custom`: the native view the app registered for the node's `viewId`
/// (``JSONEngine/registerView(_:content:)``). An unregistered id is a visible placeholder in
/// debug builds and nothing in release builds, like any other broken node.
struct CustomNodeView: View {
    let custom: RenderNode.Custom
    @Environment(\.screenScope) private var scope

    var body: some View {
        if let view = scope?.engine.customViews.view(for: custom) {
            view
        } else if scope?.runtime.resolver.mode == .debug {
            PlaceholderNodeView(typeName: "custom", message: "no native view is registered for '\(custom.viewId)'")
        }
    }
}
#endif
