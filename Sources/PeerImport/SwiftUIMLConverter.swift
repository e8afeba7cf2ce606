import ViewEngine

/// SwiftUIML: `{"type", "attributes": [[key, value], …], "children": […]}`. Attributes are
/// ordered and may repeat: a view's own values (a Text's `text`) and its modifiers in the
/// order they apply, so each modifier attribute becomes one entry of our `modifiers`, in
/// place. A value that is a view is a node marked `"$type": "node"`.
enum SwiftUIMLConverter {
    /// Its view types (SwiftUI's names, matched exactly).
    static let types = [
        "VStack": "vstack", "HStack": "hstack", "ZStack": "zstack", "LazyVStack": "lazy_vstack", "LazyHStack": "lazy_hstack",
        "ScrollView": "scroll", "Text": "text", "Button": "button", "Image": "image", "AsyncImage": "async_image", "Color": "color",
        "Spacer": "spacer", "Divider": "divider", "Rectangle": "rectangle", "Circle": "circle", "Capsule": "capsule", "Ellipse": "ellipse",
        "RoundedRectangle": "rounded_rectangle", "LinearGradient": "linear_gradient", "RadialGradient": "radial_gradient",
        "AngularGradient": "angular_gradient",
    ]
    static let containers: Set = ["vstack", "hstack", "zstack", "lazy_vstack", "lazy_hstack", "scroll"]

    static func node(_ written: PeerValue, _ context: inout ImportContext) -> OurNode? {
        // A view as an attribute's value, in the encoding SwiftUIML's own fixtures use:
        // `{"$type": "node", "value": {"type": …}}`; the README writes the node in place.
        var value = written
        if written.member("$type")?.string == "node", written.member("type") == nil, let inner = written.member("value"), inner.kind == .object {
            value = inner
        }
        guard let (peerType, type) = context.ourType(of: value, in: types, caseInsensitive: false) else { return nil }
        var node = OurNode(type)
        for (key, member, _) in value.members {
            switch key {
            case "type", "attributes", "children", "$type": continue
            case "id": node.id = context.text(key, member)
            default: context.noCounterpart(key, of: peerType, at: member, "SwiftUIML nodes hold type, attributes and children")
            }
        }
        if let attributes = value.member("attributes") {
            if attributes.kind != .array { context.invalid("attributes", at: attributes, expected: "an array of [key, value] pairs") }
            // One pair at a time, so problems are reported in the order they are written.
            for element in attributes.elements {
                guard let (key, attribute) = pair(element, &context) else { continue }
                if !SwiftUIMLAttribute.content(key, attribute, peerType, into: &node, &context) {
                    SwiftUIMLAttribute.modifier(key, attribute, peerType, into: &node, &context)
                }
            }
        }
        switch type {
        case "text" where node.props["content"] == nil: node.props["content"] = ""
        case "button" where node.props["label"] == nil: node.props["label"] = ""
        case "color" where node.props["color"] == nil: node.props["color"] = "clear"
        case "rounded_rectangle" where node.props["cornerRadius"] == nil: node.props["cornerRadius"] = 0
        case "image" where node.props["systemName"] == nil && node.props["source"] == nil, "async_image" where node.props["url"] == nil:
            context.report(.peerNoCounterpart, "SwiftUIML '\(peerType)' without a source shows nothing; it is left out", at: value)
            return nil
        default: break
        }
        if let children = value.member("children") {
            node.children = PeerChildren.convert(children, of: peerType, accepted: containers.contains(type), &context)
        }
        return node
    }

    /// An attribute's key and value; a malformed entry is reported.
    static func pair(_ element: PeerValue, _ context: inout ImportContext) -> (String, PeerValue)? {
        let parts = element.elements
        guard parts.count == 2, let key = parts[0].string else {
            context.invalid("attributes", at: element, expected: "a [key, value] pair")
            return nil
        }
        return (key, parts[1])
    }
}
