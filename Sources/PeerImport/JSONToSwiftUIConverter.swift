import ViewEngine

/// JSONToSwiftUI: `{"type", "properties": {…}, "children": […]}`. Its renderer applies the
/// style properties in one fixed order whatever order they are written in (frame, padding,
/// foreground, background, corner radius), so the converted modifiers follow that order.
enum JSONToSwiftUIConverter {
    /// Its component types (matched exactly, as its `ComponentType` enum decodes them).
    static let types = [
        "vstack": "vstack", "hstack": "hstack", "zstack": "zstack", "scrollView": "scroll", "text": "text", "image": "image",
        "button": "button", "rectangle": "rectangle", "circle": "circle", "divider": "divider", "spacer": "spacer",
    ]
    static let containers: Set = ["vstack", "hstack", "zstack", "scroll"]
    static let shapes: Set = ["rectangle", "circle"]

    /// The style values, gathered first and applied in the renderer's order.
    private struct Look {
        var frame = JSONObject()
        var padding: Double?
        var foreground: JSONValue?
        var background: JSONValue?
        var cornerRadius: Double?
    }

    static func node(_ value: PeerValue, _ context: inout ImportContext) -> OurNode? {
        guard let (peerType, type) = context.ourType(of: value, in: types, caseInsensitive: false) else { return nil }
        var node = OurNode(type)
        var look = Look()
        for (key, property, _) in value.members where key != "type" && key != "properties" && key != "children" {
            context.noCounterpart(key, of: peerType, at: property, "JSONToSwiftUI reads only type, properties and children")
        }
        if let properties = value.member("properties") {
            if properties.kind == .object {
                for (key, property, _) in properties.members {
                    convert(key, property, peerType, into: &node, &look, &context)
                }
            } else {
                context.invalid("properties", at: properties, expected: "an object")
            }
        }
        if node.type == "text", node.props["content"] == nil { node.props["content"] = "" }
        if node.type == "button", node.props["label"] == nil { node.props["label"] = "" }
        if node.type == "image", node.props["systemName"] == nil, node.props["source"] == nil {
            context.report(.peerNoCounterpart, "JSONToSwiftUI 'image' without imageName or imageURL shows nothing; it is left out", at: value)
            return nil
        }
        apply(look, to: &node)
        if let children = value.member("children") {
            node.children = PeerChildren.convert(children, of: peerType, accepted: containers.contains(type), &context)
        }
        return node
    }

    private static func convert(_ key: String, _ value: PeerValue, _ peerType: String, into node: inout OurNode, _ look: inout Look, _ context: inout ImportContext) {
        let type = node.type
        switch key {
        case "spacing" where ["vstack", "hstack"].contains(type):
            if let number = context.number(key, value) { node.props["spacing"] = .number(number) }
        case "alignment" where ["vstack", "hstack", "zstack"].contains(type):
            if let alignment = context.choice(key, value, ["leading", "center", "trailing", "top", "bottom"]) { node.props["alignment"] = .string(alignment) }
        case "padding":
            look.padding = context.number(key, value)
        case "content" where type == "text":
            if let text = context.text(key, value) { node.props["content"] = .string(PeerText.literal(text)) }
        case "fontSize":
            if let size = context.number(key, value) { node.inlineStyle["fontSize"] = .number(size) }
        case "fontWeight":
            if let weight = context.choice(key, value, FontWeight.allCases.map(\.rawValue)) { node.inlineStyle["fontWeight"] = .string(weight) }
        case "foregroundColor":
            look.foreground = context.color(key, value)
        case "backgroundColor":
            look.background = context.color(key, value)
        case "cornerRadius":
            look.cornerRadius = context.number(key, value)
        case "imageName" where type == "image":
            if let name = context.text(key, value) { node.props["systemName"] = .string(PeerText.literal(name)) }
        case "imageURL" where type == "image":
            if let url = context.text(key, value) { node.props["source"] = .string(PeerText.literal(url)) }
        case "resizable" where type == "image":
            if let flag = context.bool(key, value) { node.props["resizable"] = .bool(flag) }
        case "aspectRatio" where type == "image":
            if let mode = context.choice(key, value, ["fit", "fill"]) { node.props["contentMode"] = .string(mode) }
        case "imageWidth" where type == "image", "imageHeight" where type == "image", "width", "height", "maxWidth", "maxHeight":
            let dimension = key == "imageWidth" ? "width" : key == "imageHeight" ? "height" : key
            if let size = PeerDimension.frame(key, value, &context) { look.frame[dimension] = size }
        case "scrollAxis" where type == "scroll":
            if let axis = context.choice(key, value, ["vertical", "horizontal"]) { node.props["axis"] = .string(axis) }
        case "showsIndicators" where type == "scroll":
            if let flag = context.bool(key, value) { node.props["showsIndicators"] = .bool(flag) }
        case "buttonLabel" where type == "button":
            if let label = context.text(key, value) { node.props["label"] = .string(PeerText.literal(label)) }
        default:
            context.noCounterpart(key, of: peerType, at: value, "not a JSONToSwiftUI property of this component")
        }
    }

    private static func apply(_ look: Look, to node: inout OurNode) {
        if !look.frame.isEmpty { node.modify("frame", .object(look.frame)) }
        if let padding = look.padding { node.modify("padding", .number(padding)) }
        if let foreground = look.foreground { node.modify("foregroundColor", foreground) }
        if let background = look.background {
            // A shape's colour fills it (the README's coloured rectangles); behind it, the
            // shape's default black fill would hide it.
            if shapes.contains(node.type) { node.props["fill"] = background } else { node.modify("background", background) }
        }
        if let radius = look.cornerRadius { node.modify("cornerRadius", .number(radius)) }
    }
}
