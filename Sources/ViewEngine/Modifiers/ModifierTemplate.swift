/// One entry of a node's `modifiers` list as decoded: its descriptor and its arguments, each
/// a checked static value or a binding evaluated (and checked) on every render.
public struct ModifierTemplate: Sendable {
    /// The descriptor the entry's key names (`blur` in `{"blur": 4}`).
    public let descriptor: ModifierDescriptor
    var arguments: [(label: String, value: ArgumentValue)]
    /// Where the entry's key is in the bundle's JSON, for diagnostics about the modifier.
    public let source: SourceRef

    /// The flag a modifier without arguments takes (`{"hidden": false}` is not applied).
    static let activeLabel = "isActive"

    /// Whether resolving needs nothing but the theme (no bindings, views or actions), so the
    /// result can be cached per node instead of built on every render.
    var isStatic: Bool {
        arguments.allSatisfy { argument in
            switch argument.value {
            case .bound, .action, .path, .view, .views, .buttons: return false
            case .paint(let paint): return !paint.containsView
            default: return true
            }
        }
    }
}

/// A decoded argument value.
enum ArgumentValue: Sendable {
    case number(Double)
    case bool(Bool)
    /// Text, a choice or a font name.
    case text(String)
    case color(ColorReference)
    case dimension(Dimension)
    case shape(ModifierShape)
    case paint(PaintTemplate)
    case action(Action)
    /// A state path a presentation reads (on every render) and writes back.
    case path(BindingPath)
    case view(ViewNode)
    case views([ViewNode])
    case buttons([RowActionTemplate])
    case texts([String])
    /// A `$` binding or `${}` text, checked against `type` when evaluated.
    case bound(ValueTemplate, ArgumentType, SourceRef)
}

extension Paint where View == ViewNode {
    var containsView: Bool {
        switch self {
        case .view: return true
        case .shape(_, let fill): return fill.containsView
        case .color, .hierarchical, .gradient: return false
        }
    }
}

/// A modifier's arguments when it is resolved: bindings evaluated, names still to resolve
/// against the theme, views to resolve against the data. Descriptors read it in `make`.
public struct ModifierInput {
    let values: [(label: String, value: ArgumentValue)]
    let theme: Theme
    let context: DataContext
    /// Nil for modifiers resolved with the theme only (style keys, preset modifiers).
    let evaluationEnvironment: EvaluationEnvironment?
    let resolveView: (ViewNode) -> RenderNode?

    private func value(_ label: String) -> ArgumentValue? {
        for entry in values where entry.label == label { return entry.value }
        return nil
    }

    /// Whether the argument has a value: written, defaulted, or bound to a value this render
    /// (a binding with no value yet leaves it out).
    public func has(_ label: String) -> Bool { value(label) != nil }

    /// A numeric argument (`number`, `nonNegative`, `fraction`, `integer`, or `angle` in degrees);
    /// nil when it has no value or is of another type.
    public func number(_ label: String) -> Double? {
        if case .number(let number)? = value(label) { return number }
        return nil
    }

    /// A numeric argument as an `Int`, truncated (`integer` arguments are whole when checked).
    public func integer(_ label: String) -> Int? { number(label).map { Int($0) } }

    /// A `bool` argument; nil when it has no value.
    public func bool(_ label: String) -> Bool? {
        if case .bool(let flag)? = value(label) { return flag }
        return nil
    }

    /// A text, choice or font-name argument, bindings already evaluated (a number written for a
    /// `text` argument arrives as its text).
    public func text(_ label: String) -> String? {
        if case .text(let text)? = value(label) { return text }
        return nil
    }

    /// A choice argument as its enum; choices are checked when decoded.
    public func choice<T: RawRepresentable>(_ label: String, _: T.Type = T.self) -> T? where T.RawValue == String {
        text(label).flatMap(T.init(rawValue:))
    }

    /// A choice argument naming an alignment (`center`, `topLeading`, …); nil for any other word.
    public func alignment(_ label: String) -> RenderNode.Alignment? {
        text(label).flatMap(RenderNode.Alignment.init(named:))
    }

    /// A choice argument naming a unit point (`center`, `topLeading`, …), such as an effect's `anchor`.
    public func unitPoint(_ label: String) -> AnchorPoint? {
        text(label).flatMap(AnchorPoint.named)
    }

    /// A colour argument resolved against the theme, then the system colours; nil for a name neither has.
    public func color(_ label: String) -> ResolvedColor? {
        if case .color(let reference)? = value(label) { return theme.color(reference) }
        return nil
    }

    /// A font argument resolved: a theme font, or a text style (`body`, `largeTitle`) at its default
    /// size; nil for any other name.
    public func font(_ label: String) -> ResolvedFont? {
        text(label).flatMap { theme.font(named: $0) }
    }

    /// A `dimension` argument: points, or infinity for `"infinity"`.
    public func dimension(_ label: String) -> Dimension? {
        if case .dimension(let dimension)? = value(label) { return dimension }
        return nil
    }

    /// A `shape` argument, as `clipShape` and `contentShape` take.
    public func shape(_ label: String) -> ModifierShape? {
        if case .shape(let shape)? = value(label) { return shape }
        return nil
    }

    /// A `paint` or `color` argument resolved: colours against the theme, a view paint against the
    /// node's data; nil when a colour does not resolve or the view resolves to nothing.
    public func paint(_ label: String) -> ResolvedPaint? {
        switch value(label) {
        case .paint(let paint)?: return resolve(paint)
        case .color(let reference)?: return theme.color(reference).map(ResolvedPaint.color)
        default: return nil
        }
    }

    private func resolve(_ paint: PaintTemplate) -> ResolvedPaint? {
        paint.resolved(theme: theme, view: resolveView)
    }

    /// An action argument with the node's data context, ready to run when the gesture or event fires.
    public func action(_ label: String) -> BoundAction? {
        if case .action(let action)? = value(label) { return BoundAction(action: action, context: context) }
        return nil
    }

    /// A `statePath` argument: a plain path (`$.showAlert`, `$.query`) that renderers read and
    /// write back, such as a presentation's `isPresented` or `searchable`'s `text`.
    public func path(_ label: String) -> BindingPath? {
        if case .path(let path)? = value(label) { return path }
        return nil
    }

    /// Whether the state at a path argument is truthy now (a presentation is showing).
    public func isPresented(_ label: String) -> Bool {
        path(label).map { ValueText.isTruthy(context.value(at: $0)) } ?? false
    }

    /// A view argument resolved against the data (call only when it is drawn: a sheet's
    /// content is resolved while it is presented).
    public func view(_ label: String) -> RenderNode? {
        if case .view(let node)? = value(label) { return resolveView(node) }
        return nil
    }

    /// View arguments resolved against the data, in order (nodes whose condition is false
    /// are left out).
    public func views(_ label: String) -> [RenderNode] {
        guard case .views(let nodes)? = value(label) else { return [] }
        return nodes.compactMap(resolveView)
    }

    /// A `choices` argument: the options written, in order (one written bare gives an array of one).
    public func texts(_ label: String) -> [String]? {
        if case .texts(let texts)? = value(label) { return texts }
        return nil
    }

    /// Button arguments with their titles evaluated; each action first writes `false` at
    /// `dismissing`, so a button closes the alert it is in, as in SwiftUI.
    public func buttons(_ label: String, dismissing path: BindingPath?) -> [RowAction] {
        guard case .buttons(let templates)? = value(label), let environment = evaluationEnvironment else { return [] }
        return templates.filter { $0.isShown(in: context, environment: environment) }.map { $0.bound(in: context, environment: environment, dismissing: path) }
    }
}

extension ModifierDescriptor {
    /// The case for checked argument values (bindings already evaluated); nil when a flag
    /// turns the modifier off (`{"hidden": false}`) or there is nothing to apply. Without a
    /// context, environment and view resolver: for arguments that need only the theme.
    func makeCase(
        _ values: [(label: String, value: ArgumentValue)], theme: Theme, context: DataContext = DataContext.empty,
        environment: EvaluationEnvironment? = nil, resolveView: @escaping (ViewNode) -> RenderNode? = { _ in nil }
    ) -> RenderModifier? {
        if case .bool(false)? = values.first(where: { $0.label == ModifierTemplate.activeLabel })?.value { return nil }
        return make(ModifierInput(values: values, theme: theme, context: context, evaluationEnvironment: environment, resolveView: resolveView))
    }
}

extension DataContext {
    /// No data, for what resolves with the theme only.
    static let empty = DataContext()
}

extension RenderNode.Alignment {
    /// SwiftUI's alignment names: `center`, `topLeading`, `bottom`, ….
    public static let names = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    /// The alignment one of ``RenderNode/Alignment/names`` spells (`topLeading`: top and
    /// leading); nil for any other.
    public init?(named name: String) {
        guard let point = AnchorPoint.named(name) else { return nil }
        let horizontal: RenderNode.HorizontalAlignment = point.x == 0 ? .leading : point.x == 1 ? .trailing : .center
        let vertical: RenderNode.VerticalAlignment = point.y == 0 ? .top : point.y == 1 ? .bottom : .center
        self.init(horizontal: horizontal, vertical: vertical)
    }
}
