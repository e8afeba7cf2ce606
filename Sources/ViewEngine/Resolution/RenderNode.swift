/// A node of the resolved render tree: the contract between the engine and its renderers.
///
/// Everything is decided here — conditions applied, bindings and transforms evaluated,
/// styles merged and resolved against the theme, components expanded — so a renderer only
/// maps each ``Content`` case to a view and applies ``style`` in its documented order.
public struct RenderNode: Sendable {
    /// Stable identity: the node's `id`, else (in list rows) the item's own id.
    public var id: String?
    public var content: Content
    // Boxed: most nodes have no style, no accessibility text and no tap action, and a node
    // that carried them inline would be hundreds of bytes to copy.
    private var styleBox: Box<ResolvedStyle>?
    private var extrasBox: Box<Extras>?

    /// What few nodes have: accessibility text, a tap action, an entry transition.
    private struct Extras {
        var accessibility: Accessibility = .none
        var onTap: BoundAction?
        var transition: Transition?
    }

    public init(
        id: String? = nil, content: Content, style: ResolvedStyle = .none, accessibility: Accessibility = .none, onTap: BoundAction? = nil,
        transition: Transition? = nil
    ) {
        self.id = id
        self.content = content
        if !style.isEmpty { styleBox = Box(style) }
        if !accessibility.isEmpty || onTap != nil || transition != nil {
            extrasBox = Box(Extras(accessibility: accessibility, onTap: onTap, transition: transition))
        }
    }

    init(id: String?, content: Content, styleBox: Box<ResolvedStyle>?) {
        self.id = id
        self.content = content
        self.styleBox = styleBox
    }

    /// The node's resolved style (empty when it has none).
    public var style: ResolvedStyle {
        get { styleBox?.value ?? .none }
        set { styleBox = newValue.isEmpty ? nil : Box(newValue) }
    }

    var sharedStyle: Box<ResolvedStyle>? { styleBox }

    public var accessibility: Accessibility {
        get { extrasBox?.value.accessibility ?? .none }
        set { updateExtras { $0.accessibility = newValue } }
    }

    /// Makes any node tappable.
    public var onTap: BoundAction? {
        get { extrasBox?.value.onTap }
        set { updateExtras { $0.onTap = newValue } }
    }

    /// How the node animates in when its key changes from one render to the next.
    public var transition: Transition? {
        get { extrasBox?.value.transition }
        set { updateExtras { $0.transition = newValue } }
    }

    /// Copies the extras (the box may be shared with other copies of the node) and changes one.
    private mutating func updateExtras(_ change: (inout Extras) -> Void) {
        var extras = extrasBox?.value ?? Extras()
        change(&extras)
        extrasBox = Box(extras)
    }

    /// What a node shows.
    ///
    /// Only the large or recursive cases are `indirect`: the common ones (stacks, text,
    /// spacers) stay inline, which saves an allocation per node.
    public enum Content: Sendable {
        case stack(Stack)
        case scroll(Scroll)
        /// Rows over data; a renderer builds them as they appear.
        case list(RowList)
        case grid(Grid)
        case spacer(minLength: Double?)
        case text(Text)
        indirect case image(Image)
        case divider
        case progress(Progress)
        indirect case button(Button)
        indirect case textField(TextField)
        indirect case toggle(Toggle)
        indirect case slider(Slider)
        indirect case picker(Picker)
        indirect case shareLink(ShareLink)
        indirect case tabView(TabBar)
        indirect case navigationStack(root: RenderNode)
        indirect case screen(Screen)
        indirect case sheet(Sheet)
        indirect case custom(Custom)
        /// An unknown or broken node. Debug builds show it; release builds resolve nothing.
        indirect case placeholder(Placeholder)

        /// The case names, for checks that every renderer handles every case.
        public static let caseNames = [
            "stack", "scroll", "list", "grid", "spacer", "text", "image", "divider", "progress", "button", "textField",
            "toggle", "slider", "picker", "shareLink", "tabView", "navigationStack", "screen", "sheet", "custom", "placeholder",
        ]

        public var caseName: String {
            switch self {
            case .stack: return "stack"
            case .scroll: return "scroll"
            case .list: return "list"
            case .grid: return "grid"
            case .spacer: return "spacer"
            case .text: return "text"
            case .image: return "image"
            case .divider: return "divider"
            case .progress: return "progress"
            case .button: return "button"
            case .textField: return "textField"
            case .toggle: return "toggle"
            case .slider: return "slider"
            case .picker: return "picker"
            case .shareLink: return "shareLink"
            case .tabView: return "tabView"
            case .navigationStack: return "navigationStack"
            case .screen: return "screen"
            case .sheet: return "sheet"
            case .custom: return "custom"
            case .placeholder: return "placeholder"
            }
        }
    }

    public enum Axis: String, Sendable {
        case vertical, horizontal
    }

    public enum HorizontalAlignment: String, Sendable {
        case leading, center, trailing
    }

    public enum VerticalAlignment: String, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
    }

    /// A two-dimensional alignment (zstack, frames).
    public struct Alignment: Sendable, Hashable {
        public var horizontal: HorizontalAlignment
        public var vertical: VerticalAlignment
        public static let center = Alignment(horizontal: .center, vertical: .center)

        public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    public struct Stack: Sendable {
        public enum Layout: String, Sendable {
            case vertical, horizontal, depth
        }

        public var layout: Layout
        public var isLazy: Bool
        public var alignment: Alignment
        /// nil means the platform default spacing.
        public var spacing: Double?
        public var children: [RenderNode]
    }

    public struct Scroll: Sendable {
        public var axis: Axis
        public var showsIndicators: Bool
        public var spacing: Double?
        public var alignment: Alignment
        public var children: [RenderNode]
    }

    public struct RowList: Sendable {
        public var rows: LazyRows
        public var showsSeparators: Bool
        public var spacing: Double?
    }

    public struct Grid: Sendable {
        public enum Column: Sendable, Hashable {
            case flexible(minimum: Double?, maximum: Double?)
            case fixed(Double)
            case adaptive(minimum: Double, maximum: Double?)
        }

        public var columns: [Column]
        public var spacing: Double?
        public var alignment: HorizontalAlignment
        public var children: [RenderNode]
    }

    public struct Text: Sendable {
        public var content: String
        public var lineLimit: Int?
    }

    public enum ImageSource: Sendable, Hashable {
        /// An SF Symbol.
        case system(String)
        /// A remote or root-relative URL.
        case url(String)
        /// An image shipped with the app.
        case asset(String)
        /// The source evaluated to nothing (missing data).
        case none
    }

    public struct Image: Sendable {
        public enum ContentMode: String, Sendable {
            case fit, fill
        }

        public var source: ImageSource
        public var isResizable: Bool
        public var aspectRatio: Double?
        public var contentMode: ContentMode
        public var alt: String?
    }

    public struct Progress: Sendable {
        public var label: String?
        /// nil: indeterminate.
        public var value: Double?
    }

    public struct Button: Sendable {
        public enum Role: String, Sendable, CaseIterable {
            case destructive, cancel
        }

        public var label: RenderNode
        public var action: BoundAction?
        public var role: Role?
        public var isDisabled: Bool
    }

    public struct TextField: Sendable {
        public var placeholder: String
        /// The current text, read from ``binding``.
        public var text: String
        /// Where edits are written (`env.x` app-wide, anything else the screen's state).
        public var binding: BindingPath
        public var onSubmit: BoundAction?
        public var isSearch: Bool
        public var isSecure: Bool
    }

    /// An on/off switch over a boolean in state.
    public struct Toggle: Sendable {
        public var label: String
        /// The current value, read from ``binding`` (truthiness, so a missing value is off).
        public var isOn: Bool
        /// Where a flip is written (`env.x` app-wide, anything else the screen's state).
        public var binding: BindingPath
        /// Runs after the new value is written.
        public var onChange: BoundAction?
    }

    /// A slider over a number in state.
    public struct Slider: Sendable {
        public var label: String?
        /// The current value, read from ``binding`` and kept inside the range.
        public var value: Double
        public var minimum: Double
        /// Always greater than ``minimum``.
        public var maximum: Double
        /// Distance between allowed values; nil: any value in the range.
        public var step: Double?
        public var binding: BindingPath
        /// Runs when the user lets go, after the value is written.
        public var onChange: BoundAction?
    }

    /// One of several values, chosen from a list.
    public struct Picker: Sendable {
        public enum Style: String, Sendable, CaseIterable {
            /// A button that opens a menu of the options (SwiftUI's default in forms).
            case menu
            /// A segmented control: every option visible, side by side.
            case segmented
            /// The options as a list of rows with a checkmark on the chosen one.
            case inline
        }

        public struct Option: Sendable, Hashable {
            public var title: String
            /// What choosing the option writes at the binding.
            public var value: JSONValue

            public init(title: String, value: JSONValue) {
                self.title = title
                self.value = value
            }
        }

        public var label: String?
        public var options: [Option]
        /// The first option whose value equals the bound value; nil when none does.
        public var selectedIndex: Int?
        public var style: Style
        public var binding: BindingPath
        /// Runs after the new value is written.
        public var onChange: BoundAction?

        /// The position of the first option whose value equals `value` (the expressions'
        /// equality, so `1` and `"1"` match, and a missing value matches a `null` option); nil
        /// when none does, which renderers show as "no selection". The resolver and the
        /// renderers' live selection both use it, so they agree.
        public func index(of value: JSONValue?) -> Int? {
            options.firstIndex { ExpressionNode.compare(.equal, $0.value, value) }
        }
    }

    /// A button that opens the share sheet with text and, optionally, an image of another node.
    public struct ShareLink: Sendable {
        public var text: String
        public var title: String?
        /// nil: the platform's own share button (an icon and "Share").
        public var label: RenderNode?
        /// The `id` of the node on the same screen to share as an image (see
        /// ``RenderNode/firstNode(withID:rowLimit:)``).
        public var snapshotID: String?
    }

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

    /// An entry animation: when ``key`` differs from the previous render's, the node animates
    /// in (SwiftUI: a new identity with a transition; web: a CSS animation).
    public struct Transition: Sendable, Hashable {
        public enum Kind: String, Sendable, CaseIterable {
            case opacity, slide, scale
        }

        public var kind: Kind
        public var key: String

        public init(kind: Kind, key: String) {
            self.kind = kind
            self.key = key
        }
    }

    public struct Accessibility: Sendable, Hashable {
        public var label: String?
        public var hint: String?
        public var identifier: String?
        public var isHidden: Bool

        public static let none = Accessibility(label: nil, hint: nil, identifier: nil, isHidden: false)

        public var isEmpty: Bool { self == .none }
    }
}

/// An action together with the data context of the control that fires it (its list item,
/// component parameters), evaluated when it runs, against the state at that moment.
public struct BoundAction: Sendable {
    public let action: Action
    public let context: DataContext

    public init(action: Action, context: DataContext) {
        self.action = action
        self.context = context
    }
}
