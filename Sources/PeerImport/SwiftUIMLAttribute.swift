import ViewEngine

/// One SwiftUIML attribute: a view's own value (its text, title, image, spacing) or a
/// modifier, which keeps its place in the order.
enum SwiftUIMLAttribute {
    /// Converts a view's own value; false when `key` is not one for this type.
    static func content(_ key: String, _ value: PeerValue, _ peerType: String, into node: inout OurNode, _ context: inout ImportContext) -> Bool {
        let type = node.type
        switch (type, key) {
        case ("text", "text"):
            if let text = context.text(key, value) { node.props["content"] = .string(PeerText.literal(text)) }
        case ("button", "title"):
            if let title = context.text(key, value) { node.props["label"] = .string(PeerText.literal(title)) }
        case ("button", "onTap"):
            if let message = context.text(key, value) { node.props["action"] = PeerAction.custom(message) }
        case ("image", "systemName"):
            if let name = context.text(key, value) { node.props["systemName"] = .string(PeerText.literal(name)) }
        case ("image", "name"):
            if let name = context.text(key, value) { node.props["source"] = .string(PeerText.literal("asset:" + name)) }
        case ("async_image", "url"):
            if let url = context.text(key, value) { node.props["url"] = .string(PeerText.literal(url)) }
        case ("color", "value"):
            if let color = context.color(key, value) { node.props["color"] = color }
        case ("rectangle", "fill"), ("circle", "fill"), ("capsule", "fill"), ("ellipse", "fill"), ("rounded_rectangle", "fill"):
            if let color = context.color(key, value) { node.props["fill"] = color }
        case ("rounded_rectangle", "cornerRadius"):
            if let radius = context.number(key, value) { node.props["cornerRadius"] = .number(radius) }
        case ("vstack", "spacing"), ("hstack", "spacing"), ("zstack", "spacing"), ("lazy_vstack", "spacing"), ("lazy_hstack", "spacing"),
            ("scroll", "spacing"):
            if let spacing = context.number(key, value) { node.props["spacing"] = .number(spacing) }
        case ("vstack", "alignment"), ("hstack", "alignment"), ("zstack", "alignment"), ("lazy_vstack", "alignment"), ("lazy_hstack", "alignment"):
            if let alignment = context.choice(key, value, RenderNode.Alignment.names) { node.props["alignment"] = .string(alignment) }
        case ("scroll", "axis"), ("scroll", "axes"):
            if let axis = context.choice(key, value, ["vertical", "horizontal"]) { node.props["axis"] = .string(axis) }
        case ("scroll", "showsIndicators"):
            if let flag = context.bool(key, value) { node.props["showsIndicators"] = .bool(flag) }
        case ("spacer", "minLength"):
            if let length = context.number(key, value) { node.props["minLength"] = .number(length) }
        case ("linear_gradient", "colors"), ("radial_gradient", "colors"), ("angular_gradient", "colors"):
            let colors = value.elements.compactMap { context.color(key, $0) }
            if value.kind != .array { context.invalid(key, at: value, expected: "an array of colours") } else { node.props["colors"] = .array(colors) }
        case ("linear_gradient", "startPoint"), ("linear_gradient", "endPoint"):
            if let point = context.choice(key, value, RenderNode.Alignment.names) { node.props[key] = .string(point) }
        default:
            return false
        }
        return true
    }

    /// Converts a modifier attribute into one entry of the node's modifiers, in place.
    static func modifier(_ key: String, _ value: PeerValue, _ peerType: String, into node: inout OurNode, _ context: inout ImportContext) {
        switch key {
        case "padding":
            if let number = value.number {
                node.modify("padding", .number(number))
            } else if let edges = PeerEdges.object(value, &context) {
                node.modify("padding", edges)
            }
        case "foregroundColor", "tint":
            if let color = context.color(key, value) { node.modify(key, color) }
        case "background", "overlay":
            if let paint = paint(key, value, &context) { node.modify(key, paint) }
        case "font":
            if let size = value.member("fixedSize")?.number {
                node.inlineStyle["fontSize"] = .number(size)
            } else if let style = context.choice(key, value, TextStyle.allCases.map(\.rawValue)) {
                node.modify("font", .string(style))
            }
        case "frame":
            var frame = JSONObject()
            for (dimension, size, _) in value.members {
                if dimension == "alignment" {
                    if let alignment = context.choice(dimension, size, RenderNode.Alignment.names) { frame[dimension] = .string(alignment) }
                } else if ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains(dimension) {
                    if let points = PeerDimension.frame(dimension, size, &context) { frame[dimension] = points }
                } else {
                    context.noCounterpart("frame.\(dimension)", of: peerType, at: size)
                }
            }
            if value.kind != .object { context.invalid(key, at: value, expected: "an object of width, height, min/max sizes and alignment") }
            if !frame.isEmpty { node.modify("frame", .object(frame)) }
        case "shadow":
            if let radius = value.number {
                node.modify("shadow", .object(["radius": .number(radius)]))
            } else if let radius = value.member("radius").flatMap({ context.number("shadow.radius", $0) }) {
                var shadow: JSONObject = ["radius": .number(radius)]
                for axis in ["x", "y"] { if let offset = value.member(axis).flatMap({ context.number("shadow.\(axis)", $0) }) { shadow[axis] = .number(offset) } }
                if let color = value.member("color").flatMap({ context.color("shadow.color", $0) }) { shadow["color"] = color }
                node.modify("shadow", .object(shadow))
            } else {
                context.invalid(key, at: value, expected: "a radius, or an object with radius, x, y and color")
            }
        case "onTap":
            if let message = context.text(key, value) { node.props["onTap"] = PeerAction.custom(message) }
        case "style":
            // A name registered in Swift: its look is not in the JSON, so there is nothing to carry over but the name.
            context.noCounterpart(
                key, of: peerType, at: value,
                "it names a style registered in the app's Swift code; define a theme preset with its look in theme.json and write \"style\": \"\(value.string ?? "NAME")\" on the node")
        case "responsive", "colorSchemeConditional":
            // Chosen on the device when drawn (by width, by light or dark): ours has no such switch on a node.
            context.noCounterpart(
                key, of: peerType, at: value,
                "it is chosen on the device as it draws; use a condition or view_that_fits for sizes, and a theme colour with light and dark values for appearance")
        default:
            passThrough(key, value, peerType, into: &node, &context)
        }
    }

    /// A colour, or a view (`{"$type": "node", …}`) drawn as the paint: a Color node is its
    /// colour.
    static func paint(_ key: String, _ value: PeerValue, _ context: inout ImportContext) -> JSONValue? {
        guard value.kind == .object else { return context.color(key, value) }
        guard let view = SwiftUIMLConverter.node(value, &context) else { return nil }
        if view.type == "color", view.modifiers.isEmpty, let color = view.props["color"] { return color }
        return .object(["view": view.json])
    }

    /// Any other modifier of SwiftUI's that is one of ours too, with a plain value (`bold`,
    /// `opacity`, `lineLimit`…), carries over as written.
    private static func passThrough(_ key: String, _ value: PeerValue, _ peerType: String, into node: inout OurNode, _ context: inout ImportContext) {
        guard let descriptor = ModifierCatalog.descriptor(named: key) else {
            context.noCounterpart(key, of: peerType, at: value, "no view value or modifier of that name here")
            return
        }
        switch value.kind {
        case .bool, .number, .string:
            node.modify(descriptor.name, value.value)
        default:
            context.noCounterpart(key, of: peerType, at: value, "its value is not a plain number, text or true/false; write it as \(descriptor.example)")
        }
    }
}
