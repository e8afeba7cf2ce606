/// Payloads of tab bars, nested screens, sheets, native views and placeholders.
extension RenderNode {
    public struct TabBar: Sendable {
        public struct Tab: Sendable {
            public var title: String
            public var icon: String?
            public var badge: String?
            public var screen: String
        }

        public var tabs: [Tab]
        public var selectedIndex: Int
    }

    public struct Screen: Sendable {
        public enum TitleDisplayMode: String, Sendable {
            case large, inline, automatic
        }

        public var title: String?
        public var titleDisplayMode: TitleDisplayMode
        public var body: [RenderNode]
        public var toolbar: [RenderNode]
        /// The screen's latest `scrollTo` request, set by the runtime when it renders the screen.
        public var scrollRequest: ScrollRequest? = nil
    }

    public struct Sheet: Sendable {
        public var isPresented: Bool
        public var binding: BindingPath
        /// Resolved only while presented.
        public var content: RenderNode?
    }

    public struct Custom: Sendable {
        public var viewId: String
        public var data: JSONValue
        public var children: [RenderNode]
    }

    public struct Placeholder: Sendable {
        public var typeName: String?
        public var message: String
    }
}
