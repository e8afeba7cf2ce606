/// What the presentation nodes — `alert`, `confirmation_dialog`, `popover`,
/// `full_screen_cover` — share with `sheet`: each is shown while a boolean in state is true.
/// `isPresented` names that boolean; without it the node is shown by a `present` action naming
/// it (its `id`, else its type's name) and the runtime keeps it at `presented.<name>`.
enum PresentationNode {
    static let isPresented = PropSpec(
        "isPresented", .statePath, writes: .bool, "State path of a boolean that shows it (default: presented.<id or type name>, set by a present action naming it)")

    /// Where the node's shown-ness lives.
    static func binding(_ scope: NodeScope, _ kind: NodeKind) -> BindingPath {
        scope.statePath("isPresented") ?? SheetNode.presentedPath(named: scope.id ?? kind.name)
    }

    /// An alert's or dialog's title, message and buttons; each button first writes `false` at
    /// the binding, so it closes what it is in, as in SwiftUI.
    static func dialog(_ scope: NodeScope, _ kind: NodeKind, showsTitle: Bool) -> RenderModifier.Dialog {
        let binding = binding(scope, kind)
        let isPresented = ValueText.isTruthy(scope.value(at: binding))
        var buttons: [RowAction] = []
        if isPresented, case .rowActions(let templates)? = scope.written("buttons") {
            buttons = templates.filter { $0.isShown(in: scope.context, environment: scope.props.environment) }
                .map { $0.bound(in: scope.context, environment: scope.props.environment, dismissing: binding) }
        }
        return RenderModifier.Dialog(
            title: scope.props.string("title") ?? "", message: scope.props.string("message"), buttons: buttons, binding: binding,
            isPresented: isPresented, showsTitle: showsTitle)
    }

    /// A popover's or cover's content, resolved only while it shows.
    static func sheet(_ scope: NodeScope, _ kind: NodeKind) -> RenderNode.Sheet {
        let binding = binding(scope, kind)
        let isPresented = ValueText.isTruthy(scope.value(at: binding))
        return RenderNode.Sheet(isPresented: isPresented, binding: binding, content: isPresented ? scope.resolve(scope.props.node("content")) : nil)
    }
}

extension RowActionTemplate {
    /// The button with its title and icon evaluated in `context`; its action first writes
    /// `false` at `dismissing`, when given.
    func bound(in context: DataContext, environment: EvaluationEnvironment, dismissing path: BindingPath?) -> RowAction {
        var action = action
        if let path { action = Action(.sequence([Action(.setState(key: StateKey(path), value: .constant(.bool(false))), source: action.source), action]), source: action.source) }
        let icon = icon.map { $0.string(in: context, environment: environment) }
        return RowAction(title: title.string(in: context, environment: environment), icon: icon?.isEmpty == false ? icon : nil, role: role, action: BoundAction(action: action, context: context))
    }
}

extension RenderNode {
    /// An alert, dialog, popover or cover written as a node: drawn as the modifier of the same
    /// name is (``modifier``), over the screen while shown, and taking no room where it stands.
    public enum Presentation: Sendable {
        /// An `alert` node: SwiftUI's `alert`, its title always shown; no buttons means one OK button.
        case alert(RenderModifier.Dialog)
        /// A `confirmation_dialog` node: SwiftUI's `confirmationDialog`, its title shown only when
        /// `titleVisibility` is `visible`; Cancel is added when no button has the `cancel` role.
        case confirmationDialog(RenderModifier.Dialog)
        /// A `popover` node: SwiftUI's `popover` (a sheet on iPhone); content resolved only while shown.
        case popover(Sheet)
        /// A `full_screen_cover` node: SwiftUI's `fullScreenCover`; content resolved only while shown.
        case fullScreenCover(Sheet)

        /// The presentation as its modifier, which renderers already draw.
        public var modifier: RenderModifier.Navigation {
            switch self {
            case .alert(let dialog): return .alert(dialog)
            case .confirmationDialog(let dialog): return .confirmationDialog(dialog)
            case .popover(let sheet): return .popover(sheet)
            case .fullScreenCover(let sheet): return .fullScreenCover(sheet)
            }
        }

        /// The content shown while presented (popovers and covers).
        var content: RenderNode? {
            switch self {
            case .popover(let sheet), .fullScreenCover(let sheet): return sheet.content
            case .alert, .confirmationDialog: return nil
            }
        }

        /// What `sdui resolve` prints.
        func jsonMembers(rows: RowBudget) -> JSONObject {
            var o = JSONObject()
            switch self {
            case .alert(let dialog), .confirmationDialog(let dialog):
                o["kind"] = .string(self.kindName)
                o["title"] = .string(dialog.title)
                o["message"] = dialog.message.map(JSONValue.string)
                o["isPresented"] = .bool(dialog.isPresented)
                o["binding"] = .string(dialog.binding.description)
                if dialog.isPresented { o["buttons"] = .array(dialog.buttons.map(\.jsonValue)) }
            case .popover(let sheet), .fullScreenCover(let sheet):
                o["kind"] = .string(self.kindName)
                o["isPresented"] = .bool(sheet.isPresented)
                o["binding"] = .string(sheet.binding.description)
                if let content = sheet.content { o["content"] = content.jsonValue(rows: rows) }
            }
            return o
        }

        private var kindName: String {
            switch self {
            case .alert: return "alert"
            case .confirmationDialog: return "confirmationDialog"
            case .popover: return "popover"
            case .fullScreenCover: return "fullScreenCover"
            }
        }
    }
}
