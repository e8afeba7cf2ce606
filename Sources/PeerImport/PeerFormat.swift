/// The other SwiftUI JSON formats `sdui import` reads, each as its README documents it.
public enum PeerFormat: String, CaseIterable, Sendable {
    /// SwiftSDUI: properties directly on the node, scoped strings (`"all:12"`), `#action`
    /// names and `$name` parameters.
    case swiftsdui
    /// SwiftUIML: `attributes` as an ordered array of `[key, value]` pairs, modifiers among
    /// them in the order they apply, nested nodes marked `"$type": "node"`.
    case swiftuiml
    /// JSONToSwiftUI: `properties` as an object; the renderer applies the style keys in a fixed
    /// order (frame, padding, colours, corner radius).
    case jsontoswiftui

    /// The project's own name, for messages.
    public var displayName: String {
        switch self {
        case .swiftsdui: return "SwiftSDUI"
        case .swiftuiml: return "SwiftUIML"
        case .jsontoswiftui: return "JSONToSwiftUI"
        }
    }

    /// Converts one node of this format (and everything under it).
    func convert(_ value: PeerValue, _ context: inout ImportContext) -> OurNode? {
        context.depth += 1
        defer { context.depth -= 1 }
        switch self {
        case .swiftsdui: return SwiftSDUIConverter.node(value, &context)
        case .swiftuiml: return SwiftUIMLConverter.node(value, &context)
        case .jsontoswiftui: return JSONToSwiftUIConverter.node(value, &context)
        }
    }
}
