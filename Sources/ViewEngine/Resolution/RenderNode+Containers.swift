/// Payloads of tab bars, nested screens, sheets, native views and placeholders.
extension RenderNode {
    /// A row of tabs, each showing a bundle screen: the app's tab bar from `app.json`, or a
    /// `tab_view` node met inside content, whose tabs switch the app's tabs by position.
    public struct TabBar: Sendable {
        /// One tab: its title, icon and badge, and the screen it shows.
        public struct Tab: Sendable {
            /// The tab's title, evaluated; a `tab_view` entry without `title` shows its `screen` name.
            public var title: String
            /// An SF Symbol name; nil shows no icon.
            public var icon: String?
            /// The badge text; nil shows none (the app's tab bar also drops an empty or `0` badge).
            public var badge: String?
            /// The name of the bundle screen the tab shows.
            public var screen: String
        }

        /// The tabs in order; a `tab_view` entry without a `screen` is left out.
        public var tabs: [Tab]
        /// The index in `tabs` of the selected tab; always 0 for a `tab_view` node.
        public var selectedIndex: Int
    }

    /// A full screen (the `screen` node, or the root of a rendered bundle screen): a navigation
    /// title, toolbar items and a body. A file whose root is not a `screen` is an untitled screen's body.
    public struct Screen: Sendable {
        /// How the navigation title shows, from `titleDisplayMode` or the
        /// `navigationBarTitleDisplayMode` modifier.
        public enum TitleDisplayMode: String, Sendable {
            /// `"large"`: SwiftUI's `.navigationBarTitleDisplayMode(.large)`, a large title under the bar.
            case large
            /// `"inline"`: SwiftUI's `.navigationBarTitleDisplayMode(.inline)`, a small title in the bar.
            case inline
            /// `"automatic"`, the default: SwiftUI's `.automatic`; the web draws it large on a root
            /// screen and inline on a pushed one.
            case automatic
        }

        /// The navigation title, from `title` or the `navigationTitle` modifier; nil shows none.
        public var title: String?
        /// How the title shows; `.automatic` when unset or unknown.
        public var titleDisplayMode: TitleDisplayMode
        /// The content: the `body` node, if any, then the children.
        public var body: [RenderNode]
        /// Items for the navigation bar's trailing side, from `toolbar` and from `toolbar`
        /// modifiers placed there (SwiftUI: a `ToolbarItemGroup(placement: .primaryAction)`).
        public var toolbar: [RenderNode]
        /// The screen's latest `scrollTo` request, set by the runtime when it renders the screen.
        public var scrollRequest: ScrollRequest? = nil
    }

    /// A modal shown while a boolean in state is true: the `sheet` node, and the payload of
    /// popovers and full-screen covers (SwiftUI's `sheet(isPresented:)` and its kin).
    public struct Sheet: Sendable {
        /// Whether it shows now: the value at `binding`, read as truthy.
        public var isPresented: Bool
        /// The `isPresented` state path, else `presented.<id or type name>`, which a `present`
        /// action sets; a renderer writes `false` there when the user dismisses it.
        public var binding: BindingPath
        /// Resolved only while presented.
        public var content: RenderNode?
    }

    /// A native view the app registers by name (the `custom` node); an unregistered `viewId`
    /// draws a placeholder in debug mode and nothing in release.
    public struct Custom: Sendable {
        /// The `viewId` prop: the name the app registered its native view under; empty when absent.
        public var viewId: String
        /// The `data` prop, evaluated and handed to the native view; `.null` when absent.
        public var data: JSONValue
        /// The resolved children, handed to the native view to place.
        public var children: [RenderNode]
    }

    /// What stands for a node that cannot be drawn (an unknown type or screen, a broken
    /// component), drawn as a red warning; in release mode the resolver leaves such nodes out.
    public struct Placeholder: Sendable {
        /// The node's type as written (`screen` and `component` for those); nil when it had none.
        public var typeName: String?
        /// What went wrong, shown after the type name.
        public var message: String
    }
}
