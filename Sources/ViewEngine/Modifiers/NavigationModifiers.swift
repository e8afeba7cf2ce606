extension RenderModifier {
    /// Navigation bar titles and toolbars, and what the view presents: alerts, dialogs,
    /// sheets, covers and popovers, each shown while a state path is true.
    public enum Navigation: Sendable {
        /// `navigationTitle`: the title the navigation bar shows. On a screen node the resolver
        /// moves it into the screen; elsewhere the web preview does not show it.
        case navigationTitle(String)
        /// `navigationBarTitleDisplayMode`: `large`, `inline` or `automatic` (iOS only). On a
        /// screen node the resolver moves it into the screen.
        case navigationBarTitleDisplayMode(RenderNode.Screen.TitleDisplayMode)
        /// `toolbar`: one bar item (repeat the modifier for more). On a screen node the resolver
        /// moves items placed on the bar's trailing side into the screen.
        case toolbar(ToolbarItem)
        /// `toolbarBackground`: the colour behind a bar while the view shows (JSON `for`, default
        /// `navigationBar`); the web preview draws its bars in the system colours.
        case toolbarBackground(ResolvedColor, bar: ToolbarBar)
        /// `badge`: a count or short text on a tab item or list row; an empty label or `0` sets
        /// no badge.
        case badge(String)
        /// `alert`: a centred alert, shown while the state path is true; with no `buttons` it
        /// has an OK button, as in SwiftUI.
        case alert(Dialog)
        /// `confirmationDialog`: an action sheet of choices, shown while the state path is true;
        /// the web preview adds a Cancel button when none has the `cancel` role, as iOS does.
        case confirmationDialog(Dialog)
        /// Content is resolved only while presented.
        case sheet(RenderNode.Sheet)
        /// `fullScreenCover`: presents the content over the whole screen (a sheet on macOS; the
        /// web preview draws a sheet filling the phone, with a Close button).
        case fullScreenCover(RenderNode.Sheet)
        /// `popover`: presents the content in a popover, which iPhone and the web preview draw as
        /// a sheet.
        case popover(RenderNode.Sheet)
        /// `presentationDetents`: the heights a sheet can rest at, written on the sheet's
        /// content. The web preview's sheet takes the smallest and cannot be dragged.
        case presentationDetents([PresentationDetent])
        /// `presentationDragIndicator`: shows or hides the grabber at the top of a sheet, written
        /// on its content; the web preview keeps it unless `hidden`.
        case presentationDragIndicator(Visibility)
        /// `interactiveDismissDisabled`: true (the JSON default) stops swiping, or tapping the
        /// backdrop, from closing the sheet whose content it is on; an action must.
        case interactiveDismissDisabled(Bool)
        /// A search field over the view, writing its text to state.
        case searchable(RenderNode.TextField)
    }

    /// A `toolbar` modifier's item: a view and where in the bars it goes.
    public struct ToolbarItem: Sendable {
        /// From the JSON `placement`, default `automatic`.
        public var placement: ToolbarPlacement
        /// The resolved `content` view, usually a button.
        public var content: RenderNode
    }

    /// SwiftUI's `ToolbarItemPlacement` values a `toolbar` item can take. The resolver folds the
    /// trailing ones (`isTrailing`) on a screen node into the screen; the web preview also draws
    /// the leading and principal ones there, but not the bottom bar.
    public enum ToolbarPlacement: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the system picks (the navigation bar's trailing side on iOS).
        case automatic
        /// SwiftUI's `.topBarLeading`: the navigation bar's leading side (`.navigation` on macOS).
        case topBarLeading
        /// SwiftUI's `.topBarTrailing`: the navigation bar's trailing side (`.primaryAction` on
        /// macOS).
        case topBarTrailing
        /// SwiftUI's `.principal`: the centre of the navigation bar, in place of the title.
        case principal
        /// SwiftUI's `.bottomBar`: the bottom toolbar (`.status` on macOS).
        case bottomBar
        /// SwiftUI's `.primaryAction`: the most used action, on the trailing side on iOS.
        case primaryAction
        /// SwiftUI's `.cancellationAction`: the cancel button of a modal view, leading on iOS.
        case cancellationAction
        /// SwiftUI's `.confirmationAction`: the confirm button (Done, Save) of a modal view,
        /// trailing on iOS.
        case confirmationAction

        /// Placements the navigation bar's trailing side shows.
        public var isTrailing: Bool { [.automatic, .topBarTrailing, .primaryAction, .confirmationAction].contains(self) }
    }

    /// The bar a `toolbarBackground` colours (JSON `for`), as SwiftUI's `ToolbarPlacement`;
    /// on macOS all three are `.automatic`.
    public enum ToolbarBar: String, Sendable, CaseIterable {
        /// SwiftUI's `.navigationBar`: the bar with the title and back button (the default).
        case navigationBar
        /// SwiftUI's `.tabBar`: the tab view's bar of tabs.
        case tabBar
        /// SwiftUI's `.bottomBar`: the toolbar along the bottom of the screen.
        case bottomBar
    }

    /// An alert or confirmation dialog: shown while `binding` is true; every button writes
    /// `false` there before its own action.
    public struct Dialog: Sendable {
        /// The JSON `title`, its `${}` interpolations resolved.
        public var title: String
        /// The JSON `message` under the title; nil: none.
        public var message: String?
        /// The JSON `buttons` in order, each with its `role`; resolved only while presented, so
        /// empty while hidden (and when none are given).
        public var buttons: [RowAction]
        /// The `isPresented` state path; renderers write `false` there when the dialog closes.
        public var binding: BindingPath
        /// Whether the value at `binding` was truthy when resolved; the web preview draws the
        /// dialog only then, SwiftUI reads the state live.
        public var isPresented: Bool
        /// Whether the title is shown: always for an alert; for a confirmation dialog only
        /// with `titleVisibility` `visible` (SwiftUI's `.visible`, else `.automatic`).
        public var showsTitle: Bool
    }

    /// SwiftUI's `PresentationDetent`: a height a sheet can rest at (`presentationDetents`).
    public enum PresentationDetent: String, Sendable, CaseIterable {
        /// SwiftUI's `.medium`: about half the screen's height (half the phone on the web).
        case medium
        /// SwiftUI's `.large`: the full sheet height.
        case large
    }

    /// SwiftUI's `Visibility`, for `presentationDragIndicator`, `listRowSeparator` and a
    /// `confirmationDialog`'s `titleVisibility`.
    public enum Visibility: String, Sendable, CaseIterable {
        /// SwiftUI's `.automatic`: the system decides (the default).
        case automatic
        /// SwiftUI's `.visible`: always shown.
        case visible
        /// SwiftUI's `.hidden`: never shown.
        case hidden
    }
}

extension RenderModifier.Navigation {
    static let isPresented = ModifierArgument("isPresented", .statePath, required: true, writes: .bool)

    static func dialog(_ input: ModifierInput, showsTitle: Bool) -> RenderModifier.Dialog? {
        guard let binding = input.path("isPresented") else { return nil }
        let isPresented = input.isPresented("isPresented")
        return RenderModifier.Dialog(
            title: input.text("title") ?? "", message: input.text("message"),
            buttons: isPresented ? input.buttons("buttons", dismissing: binding) : [], binding: binding, isPresented: isPresented, showsTitle: showsTitle)
    }

    /// A sheet, cover or popover: its content resolved only while it shows.
    static func presentation(_ input: ModifierInput) -> RenderNode.Sheet? {
        guard let binding = input.path("isPresented") else { return nil }
        let isPresented = input.isPresented("isPresented")
        return RenderNode.Sheet(isPresented: isPresented, binding: binding, content: isPresented ? input.view("content") : nil)
    }

    static func presenting(_ name: String, summary: String, web: WebSupport, _ make: @escaping @Sendable (RenderNode.Sheet) -> RenderModifier.Navigation) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .navigation, summary: summary,
            example: "{\"\(name)\": {\"isPresented\": \"$.show\(name.prefix(1).uppercased() + name.dropFirst())\", \"content\": {\"type\": \"text\", \"content\": \"Presented\", \"modifiers\": [{\"padding\": 24}]}}}",
            arguments: [isPresented, ModifierArgument("content", .view, required: true)], web: web
        ) { presentation($0).map { .navigation(make($0)) } }
    }

    static let buttonsArgument = ModifierArgument("buttons", .buttons)

    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "navigationTitle", .navigation, summary: "The title the navigation bar shows for the screen", example: #"{"navigationTitle": "Library"}"#,
            arguments: [ModifierArgument("title", .text, required: true)],
            web: .partial("written on a screen node it is the navigation bar's title; on views inside a screen the browser does not show it")
        ) { $0.text("title").map { .navigation(.navigationTitle($0)) } },
        ModifierDescriptor(
            "navigationBarTitleDisplayMode", .navigation, summary: "A large title that collapses when scrolled, or a small inline one",
            example: #"{"navigationBarTitleDisplayMode": "inline"}"#,
            arguments: [ModifierArgument("displayMode", .choice(["automatic", "inline", "large"]), required: true)],
            web: .partial("written on a screen node it sets the title's size; on views inside a screen the browser ignores it")
        ) { $0.text("displayMode").flatMap(RenderNode.Screen.TitleDisplayMode.init(rawValue:)).map { .navigation(.navigationBarTitleDisplayMode($0)) } },
        ModifierDescriptor(
            "toolbar", .navigation, summary: "Adds an item to the navigation bar or bottom bar (repeat the modifier for more items)",
            example: #"{"toolbar": {"placement": "topBarTrailing", "content": {"type": "button", "label": "Edit"}}}"#,
            arguments: [ModifierArgument("content", .view, required: true), .choice("placement", RenderModifier.ToolbarPlacement.self, default: .automatic)],
            web: .partial("items on a screen node go in the navigation bar: leading (topBarLeading, cancellationAction), principal in the title's place, the rest trailing; bottomBar items, and toolbars on views inside a screen, are not drawn")
        ) { input in
            input.view("content").map { .navigation(.toolbar(RenderModifier.ToolbarItem(placement: input.choice("placement") ?? .automatic, content: $0))) }
        },
        ModifierDescriptor(
            "toolbarBackground", .navigation, summary: "The colour behind a bar (navigation, tab or bottom bar) while the view shows",
            example: #"{"toolbarBackground": {"color": "indigo", "for": "navigationBar"}}"#,
            arguments: [ModifierArgument("color", .color, required: true), .choice("for", RenderModifier.ToolbarBar.self, default: .navigationBar)],
            web: .none("the browser preview draws its bars in the system colours")
        ) { input in input.color("color").map { .navigation(.toolbarBackground($0, bar: input.choice("for") ?? .navigationBar)) } },
        ModifierDescriptor(
            "badge", .navigation, summary: "A count or short text on a tab item or list row", example: #"{"badge": 3}"#,
            arguments: [ModifierArgument("label", .text, required: true)]
        ) { $0.text("label").flatMap { $0.isEmpty || $0 == "0" ? nil : .navigation(.badge($0)) } },
        ModifierDescriptor(
            "alert", .navigation, summary: "An alert with a title, a message and buttons, shown while a state path is true; each button closes it",
            example: #"{"alert": {"title": "Delete episode?", "isPresented": "$.showAlert", "message": "This cannot be undone.", "buttons": [{"title": "Delete", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}}"#,
            arguments: [ModifierArgument("title", .text, required: true), isPresented, ModifierArgument("message", .text), buttonsArgument]
        ) { dialog($0, showsTitle: true).map { .navigation(.alert($0)) } },
        ModifierDescriptor(
            "confirmationDialog", .navigation, summary: "An action sheet of choices, shown while a state path is true; each button closes it",
            example: #"{"confirmationDialog": {"title": "Sort by", "isPresented": "$.showConfirmationDialog", "titleVisibility": "visible", "buttons": [{"title": "Newest"}, {"title": "Oldest"}]}}"#,
            arguments: [
                ModifierArgument("title", .text, required: true), isPresented, .choice("titleVisibility", RenderModifier.Visibility.self, default: .automatic),
                ModifierArgument("message", .text), buttonsArgument,
            ],
            web: .partial("drawn as a card of buttons at the bottom of the phone; a Cancel button is added as on iOS")
        ) { input in dialog(input, showsTitle: input.text("titleVisibility") == "visible").map { .navigation(.confirmationDialog($0)) } },
        presenting("sheet", summary: "Presents a view in a sheet while a state path is true; swiping it down writes false back", web: .full) { .sheet($0) },
        presenting(
            "fullScreenCover", summary: "Presents a view over the whole screen while a state path is true",
            web: .partial("drawn as a sheet that fills the phone, with a close button")
        ) { .fullScreenCover($0) },
        presenting(
            "popover", summary: "Presents a view in a popover (a sheet on iPhone) while a state path is true",
            web: .partial("drawn as a sheet, as on iPhone; the arrow of an iPad popover is not drawn")
        ) { .popover($0) },
        ModifierDescriptor(
            "presentationDetents", .navigation, summary: "The heights a sheet can rest at (on the sheet's content): medium, large",
            example: #"{"presentationDetents": ["medium", "large"]}"#,
            arguments: [ModifierArgument("detents", .choices(RenderModifier.PresentationDetent.allCases.map(\.rawValue)), required: true)],
            web: .partial("the browser's sheet takes the smallest detent's height (medium: half the phone) and cannot be dragged between them")
        ) { $0.texts("detents").map { .navigation(.presentationDetents($0.compactMap(RenderModifier.PresentationDetent.init(rawValue:)))) } },
        .choice(
            "presentationDragIndicator", .navigation, "visibility", RenderModifier.Visibility.self,
            summary: "Shows or hides the grabber at the top of a sheet (on the sheet's content)", example: .visible,
            web: .partial("hidden removes the browser sheet's grabber; visible and automatic keep it")
        ) { .navigation(.presentationDragIndicator($0)) },
        ModifierDescriptor(
            "interactiveDismissDisabled", .navigation, summary: "Stops a sheet from being swiped away (on the sheet's content)",
            example: #"{"interactiveDismissDisabled": true}"#, arguments: [ModifierArgument("isDisabled", .bool, default: true)],
            web: .partial("the browser sheet's backdrop and grabber stop closing it; an action must")
        ) { .navigation(.interactiveDismissDisabled($0.bool("isDisabled") ?? true)) },
        ModifierDescriptor(
            "searchable", .navigation, summary: "A search field for the view, writing what is typed to a state path",
            example: #"{"searchable": {"text": "$.query", "prompt": "Search episodes"}}"#,
            arguments: [ModifierArgument("text", .statePath, required: true, writes: .text), ModifierArgument("prompt", .text)],
            web: .partial("the field is drawn above the view, not in the navigation bar")
        ) { input in
            guard let binding = input.path("text") else { return nil }
            let text = ValueText.string(input.context.value(at: binding))
            return .navigation(.searchable(RenderNode.TextField(placeholder: input.text("prompt") ?? "Search", text: text, binding: binding, onSubmit: nil, isSearch: true, isSecure: false)))
        },
    ]
}
