/// One swipe action of one list row: evaluated with that row's `$.item` and `$.index`, so its
/// action deletes, shares or opens that row.
public struct RowAction: Sendable {
    public var title: String
    /// An SF Symbol name.
    public var icon: String?
    public var role: RenderNode.Button.Role?
    public var action: BoundAction

    public init(title: String, icon: String?, role: RenderNode.Button.Role?, action: BoundAction) {
        self.title = title
        self.icon = icon
        self.role = role
        self.action = action
    }
}
