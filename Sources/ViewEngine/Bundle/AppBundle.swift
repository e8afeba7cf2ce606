/// A whole JSON app: the root (tabs or one screen), screens, reusable components and theme,
/// with every diagnostic found while loading.
public struct AppBundle: Sendable {
    /// The app's name: app.json's `"name"`, else the bundle folder's name.
    public var name: String
    /// What launches: app.json's `"root"` (a tab bar or one screen); no tabs when app.json is
    /// missing or its root is invalid (both diagnosed).
    public var root: AppRoot
    /// Every screen by name: `screens/home.json` (or `home.json` beside app.json) as `home`, and
    /// each key of `screens.json`.
    public var screens: [String: ScreenDefinition]
    /// `components.json`'s components by name (what a `component` node's `name` says); empty
    /// without that file.
    public var components: [String: ComponentDefinition]
    /// `theme.json`: the colours, fonts and presets styles name; the default theme without that file.
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
    /// Where app.json writes each name of ``modules``: a host without one reports it there.
    public var moduleSources: [String: SourceRef] = [:]
    /// Where app.json writes a `"root"` that names a screen: an unknown one is reported there.
    public var rootSource: SourceRef = .none
    /// The app's appearance (`app.json` `colorScheme`); nil follows the system.
    public var colorScheme: ColorSchemeSetting?
    /// The tab the app shows at launch: the root tab bar's `selection`, counted from 0.
    public var initialTab = 0
    /// The string tables (`strings/de.json`) that `@key` lookups read, and the development locale.
    public var strings = BundleStrings()
    /// Problems found while loading (syntax, schema, references).
    public var diagnostics: Diagnostics

    /// A bundle with these parts; the loader sets the other members (state shape, persisted keys,
    /// data files, modules, colour scheme, strings) after decoding app.json.
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
    /// `"name"`; nil when app.json has none, so the bundle keeps its folder's name.
    public var name: String?
    /// `"root"` (a `tab_view` node or a screen name), or the whole file when it is a bare
    /// `tab_view` node; nil when missing or invalid (diagnosed).
    public var root: AppRoot?
    /// `"state"`: the initial app-wide state (`$.env.…`), with `{"$data": …}` members still
    /// unfilled (see `dataReferences`); empty when not written.
    public var state: JSONObject = [:]
    /// Whether app.json has a `"state"`: only then is it the declared shape of `$.env` (the
    /// spec's bare tab_view app.json cannot declare any).
    public var declaresState = false
    /// `"persist"`: top-level state keys hosts keep across launches, with where each is written.
    public var persist: [(key: String, source: SourceRef)] = []
    /// State members written `{"$data": "recipes"}`: filled from the bundle's data file.
    public var dataReferences: [(key: String, file: String, source: SourceRef)] = []
    /// `"modules"`: the native modules the host must install, by name (a missing one is
    /// reported when the app runs).
    public var modules: [String] = []
    /// Where each name of ``modules`` is written (its first mention), for the missing-module report.
    public var moduleSources: [String: SourceRef] = [:]
    /// Where `"root"` is written, so an unknown screen it names is reported there; `.none`
    /// when app.json is a bare `tab_view` node or has no root.
    public var rootSource: SourceRef = .none
    /// `"colorScheme"`: `system`, `light`, `dark` or a binding to one; nil when not written,
    /// so the app follows the system.
    public var colorScheme: ColorSchemeSetting?
    /// `"developmentLocale"`: the locale whose string table holds every key (nil: `en`).
    public var developmentLocale: String?
    /// The root tab bar's `"selection"`: the tab shown at launch, counted from 0.
    public var initialTab = 0

    /// Nothing declared; the decoder fills in each member app.json writes.
    public init() {}
}

/// What the app shows at launch.
public enum AppRoot: Sendable {
    /// A tab bar; each tab has its own navigation stack.
    case tabs([TabDefinition])
    /// A single navigation stack starting at a screen.
    case screen(String)

    /// The screens the app starts on: each tab's, in tab order, or the one root screen.
    public var screenNames: [String] {
        switch self {
        case .tabs(let tabs): return tabs.map(\.screen)
        case .screen(let name): return [name]
        }
    }
}

/// One tab of the root tab bar.
public struct TabDefinition: Sendable {
    /// `"title"`: literal text, a binding or an `@key` lookup; the screen's name when not written.
    public var title: TextValue
    /// SF Symbol name.
    public var icon: String?
    /// `"screen"` (required): the name of the bundle screen at the root of the tab's stack.
    public var screen: String
    /// Badge text or count; a binding against app state (`$.env.favoritesCount`).
    public var badge: TextValue?
    /// Where the tab's object is written in app.json, for diagnostics.
    public var source: SourceRef

    /// A tab showing `screen`, labelled `title` with the SF Symbol `icon` and an optional `badge`.
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
    /// The screen's name: what `navigate`, `present`, tabs and navigation links name.
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

    /// `"computed"` on the screen node: named values computed from the screen's data on every
    /// render, in the order written, each read as `$.<name>` by the screen's nodes and actions
    /// and by the computed values after it. Empty when the screen has none.
    public var computed: ComputedValues {
        ComputedValues(node.kind == .screen ? node.props.template("computed") : nil)
    }

    /// `context` with the ``computed`` values over it, each evaluated with those before it.
    public func computing(over context: DataContext, environment: EvaluationEnvironment) -> DataContext {
        let computed = computed
        guard !computed.isEmpty else { return context }
        // Not local: an action's captured context is rebased onto the live screen's, which
        // computes them again from the state the action sees.
        return context.pushing(computed.values(over: context, environment: environment), isLocal: false)
    }

    /// The `onLoad` action, when the screen has one.
    public var onLoad: Action? {
        if case .action(let action)? = node.props["onLoad"] { return action }
        return nil
    }
}

/// A reusable component (spec §4.3): named parameters with optional defaults, computed values
/// over them, and a body.
public struct ComponentDefinition: Sendable {
    /// The component's key in `components.json`: what a `component` node's `name` says.
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
    /// `"body"`: the node the component draws, its parameters read as `$.<name>`.
    public var body: ViewNode
    /// `"computed"`: values computed from the parameters (and the data around the use) each
    /// time the component is drawn, read as `$.<name>` by the body. Empty when it has none.
    public var computed = ComputedValues()
    /// Where the component's object is written in `components.json`, for diagnostics.
    public var source: SourceRef

    /// A component taking `parameters` (with `defaults` for any it may be used without); each
    /// becomes a declaration without a type in `declarations`.
    public init(name: String, parameters: [String], defaults: JSONObject = [:], body: ViewNode, source: SourceRef = .none) {
        self.name = name
        self.parameters = parameters
        self.defaults = defaults
        self.declarations = parameters.map { ParameterDeclaration(name: $0, defaultValue: defaults[$0]) }
        self.body = body
        self.source = source
    }
}
