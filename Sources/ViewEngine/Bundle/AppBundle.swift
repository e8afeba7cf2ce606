/// A whole JSON app: the root (tabs or one screen), screens, reusable components and theme,
/// with every diagnostic found while loading.
public struct AppBundle: Sendable {
    public var name: String
    public var root: AppRoot
    public var screens: [String: ScreenDefinition]
    public var components: [String: ComponentDefinition]
    public var theme: Theme
    /// Initial app-wide state, visible as `$.env.…`.
    public var initialState: JSONObject
    /// The declared shape of `$.env`: `app.json`'s `state`. Nil when the bundle has no
    /// app.json (a screen loaded alone), so nothing about app state is known.
    public var stateShape: ValueShape?
    /// The app-state keys hosts keep across launches (`app.json` `"persist"`).
    public var persistedKeys: [String] = []
    /// The bundle's data files (`data/recipes.json` as `recipes`): what `{"$data": "recipes"}`
    /// in `state` and `api` actions with `"source": "bundle"` load.
    public var dataFiles: [String: JSONValue] = [:]
    /// Native modules the app expects its host to register (data sources and event
    /// handlers), by name: `["podcasts"]`. Hosts such as `sdui` look these up in their table.
    public var modules: [String] = []
    /// The app's appearance (`app.json` `colorScheme`); nil follows the system.
    public var colorScheme: ColorSchemeSetting?
    /// The string tables (`strings/de.json`) that `@key` lookups read, and the development locale.
    public var strings = BundleStrings()
    /// Problems found while loading (syntax, schema, references).
    public var diagnostics: Diagnostics

    public init(
        name: String, root: AppRoot, screens: [String: ScreenDefinition], components: [String: ComponentDefinition] = [:],
        theme: Theme = Theme(), initialState: JSONObject = [:], diagnostics: Diagnostics = Diagnostics()
    ) {
        self.name = name
        self.root = root
        self.screens = screens
        self.components = components
        self.theme = theme
        self.initialState = initialState
        self.diagnostics = diagnostics
    }
}

/// `app.json` as decoded.
public struct AppDefinition: Sendable {
    public var name: String?
    public var root: AppRoot?
    public var state: JSONObject = [:]
    /// Whether app.json has a `"state"`: only then is it the declared shape of `$.env` (the
    /// spec's bare tab_view app.json cannot declare any).
    public var declaresState = false
    /// `"persist"`: top-level state keys hosts keep across launches, with where each is written.
    public var persist: [(key: String, source: SourceRef)] = []
    /// State members written `{"$data": "recipes"}`: filled from the bundle's data file.
    public var dataReferences: [(key: String, file: String, source: SourceRef)] = []
    public var modules: [String] = []
    public var colorScheme: ColorSchemeSetting?
    /// `"developmentLocale"`: the locale whose string table holds every key (nil: `en`).
    public var developmentLocale: String?

    public init() {}
}

/// What the app shows at launch.
public enum AppRoot: Sendable {
    /// A tab bar; each tab has its own navigation stack.
    case tabs([TabDefinition])
    /// A single navigation stack starting at a screen.
    case screen(String)

    public var screenNames: [String] {
        switch self {
        case .tabs(let tabs): return tabs.map(\.screen)
        case .screen(let name): return [name]
        }
    }
}

/// One tab of the root tab bar.
public struct TabDefinition: Sendable {
    public var title: TextValue
    /// SF Symbol name.
    public var icon: String?
    public var screen: String
    /// Badge text or count; a binding against app state (`$.env.favoritesCount`).
    public var badge: TextValue?
    public var source: SourceRef

    public init(title: TextValue, icon: String?, screen: String, badge: TextValue? = nil, source: SourceRef = .none) {
        self.title = title
        self.icon = icon
        self.screen = screen
        self.badge = badge
        self.source = source
    }
}

/// A screen: its name (the file name, or the key in `screens.json`) and its root node.
public struct ScreenDefinition: Sendable {
    public var name: String
    /// Usually a `screen` node; any other node is treated as the body of an untitled screen.
    public var node: ViewNode
    /// The declared parameters (`"params"` on the screen node); nil when the screen declares
    /// none, so what it is passed is not checked.
    public var params: [ParameterDeclaration]?

    /// A screen named `name` drawing `node`, declaring `params` (nil: undeclared, unchecked).
    public init(name: String, node: ViewNode, params: [ParameterDeclaration]? = nil) {
        self.name = name
        self.node = node
        self.params = params
    }

    /// `passed` with the declared defaults of the parameters it leaves out.
    public func withDefaults(_ passed: JSONObject) -> JSONObject {
        var values = passed
        for declaration in params ?? [] where values[declaration.name] == nil {
            if let value = declaration.defaultValue { values[declaration.name] = value }
        }
        return values
    }

    /// The `onLoad` action, when the screen has one.
    public var onLoad: Action? {
        if case .action(let action)? = node.props["onLoad"] { return action }
        return nil
    }
}

/// A reusable component (spec §4.3): named parameters with optional defaults, and a body.
public struct ComponentDefinition: Sendable {
    public var name: String
    /// Parameter names in declaration order.
    public var parameters: [String]
    /// Values used when a use site does not pass a parameter.
    public var defaults: JSONObject
    /// The parameters with what each declares (type, required, default); names and defaults
    /// of the older forms become declarations without a type.
    public var declarations: [ParameterDeclaration] {
        didSet { defaultTexts = declarations.compactMap { declaration in declaration.defaultText.map { (declaration.name, $0) } } }
    }
    /// The defaults that are `@key` lookups, by parameter (from ``declarations``): the resolver
    /// reads them in the user's locale for each use that does not pass them.
    public private(set) var defaultTexts: [(name: String, text: TextValue)] = []
    public var body: ViewNode
    public var source: SourceRef

    public init(name: String, parameters: [String], defaults: JSONObject = [:], body: ViewNode, source: SourceRef = .none) {
        self.name = name
        self.parameters = parameters
        self.defaults = defaults
        self.declarations = parameters.map { ParameterDeclaration(name: $0, defaultValue: defaults[$0]) }
        self.body = body
        self.source = source
    }
}
