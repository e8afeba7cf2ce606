/// One swipe action of one list row: evaluated with that row's `$.item` and `$.index`, so its
/// action deletes, shares or opens that row.
public struct RowAction: Sendable {
    /// The button's title, evaluated for the row.
    public var title: String
    /// An SF Symbol name.
    public var icon: String?
    /// The `role`: `.destructive` draws it red, `.cancel` marks a dialog's cancel; nil for none.
    public var role: RenderNode.Button.Role?
    /// What a tap runs, in the row's context; a dialog's button first writes `false` to close the dialog.
    public var action: BoundAction

    /// A button from its evaluated title and icon (nil: no icon), role and bound action.
    public init(title: String, icon: String?, role: RenderNode.Button.Role?, action: BoundAction) {
        self.title = title
        self.icon = icon
        self.role = role
        self.action = action
    }
}
