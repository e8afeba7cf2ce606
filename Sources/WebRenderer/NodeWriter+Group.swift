import ViewEngine

extension NodeWriter {
    /// `group` and `empty`: the children join the parent's layout (`display:contents`), each
    /// with the flexibility it has there. The browser does not apply a style on the group itself
    /// to its children, as SwiftUI does.
    mutating func group(_ children: [RenderNode], in parent: ParentLayout) -> Element {
        var element = Element("div", classes: ["group"])
        element.styles.append("display:contents")
        element.body = self.children(children, in: parent).html
        return element
    }
}
