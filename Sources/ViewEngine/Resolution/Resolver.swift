/// Turns view nodes plus data into the render tree (spec §11 step 8).
///
/// For each node: evaluate the condition (skip when false), merge and resolve the style,
/// evaluate the props' bindings, expand components with their parameters, bind list items.
/// Pure and synchronous: the same inputs always give the same tree.
public struct Resolver: Sendable {
    /// Debug shows unknown nodes as visible placeholders; release drops them.
    public enum Mode: Sendable {
        /// Broken nodes become ``RenderNode/Placeholder`` nodes that show what went wrong (debug builds).
        case debug
        /// Broken nodes resolve to nothing, as if hidden (release builds).
        case release
    }

    /// The bundle's `theme.json`: the named colours, fonts and style presets that styles resolve against.
    public var theme: Theme { shared.theme }
    /// The bundle's components by name, which `component` nodes expand; an unknown name is a broken node.
    public var components: [String: ComponentDefinition] { shared.components }
    /// The locale, time zone, clock and string tables that bindings and transforms are evaluated with.
    public var environment: EvaluationEnvironment { shared.environment }
    /// What broken nodes become: placeholders (`.debug`, the default) or nothing (`.release`).
    public var mode: Mode
    /// Deepest component expansion; deeper means a cycle that validation reports.
    public var maxComponentDepth = 32
    /// Where problems met while resolving go (a bound style value of the wrong type): data,
    /// unlike JSON, is only known at run time, so these are runtime issues, not diagnostics.
    public var issues: RuntimeIssueLog { shared.issues }
    /// How many nodes each component expands to, which ``NestingLimits/expandedNodes`` bounds.
    var expansionWeights: ExpansionWeights { shared.weights }
    var styles: StyleCache { shared.styles }
    var boundStyleValues: BoundStyleValues { shared.boundStyleValues }
    var modifierLists: ModifierListCache { shared.modifierLists }
    var boundArguments: BoundArgumentValues { shared.boundArguments }
    // One reference for all of the above: a resolver is copied into every node type's
    // `NodeScope` and every list's rows, and a copy then costs one retain, not ten.
    private let shared: Shared

    private final class Shared: Sendable {
        let theme: Theme
        let components: [String: ComponentDefinition]
        let weights: ExpansionWeights
        let environment: EvaluationEnvironment
        let issues: RuntimeIssueLog
        let styles = StyleCache()
        let boundStyleValues = BoundStyleValues()
        let modifierLists = ModifierListCache()
        let boundArguments = BoundArgumentValues()

        init(theme: Theme, components: [String: ComponentDefinition], environment: EvaluationEnvironment, issues: RuntimeIssueLog) {
            self.theme = theme
            self.components = components
            weights = ExpansionWeights(components: components)
            self.environment = environment
            self.issues = issues
        }
    }

    /// A resolver with these parts; `environment` is used as given (its string tables are not
    /// localized from a bundle, as ``Resolver/init(bundle:environment:mode:issues:)`` does).
    public init(
        theme: Theme, components: [String: ComponentDefinition] = [:], environment: EvaluationEnvironment, mode: Mode = .debug,
        issues: RuntimeIssueLog = RuntimeIssueLog()
    ) {
        shared = Shared(theme: theme, components: components, environment: environment, issues: issues)
        self.mode = mode
    }

    /// A resolver for a bundle's theme, components and string tables (read for `environment`'s locale).
    public init(bundle: AppBundle, environment: EvaluationEnvironment, mode: Mode = .debug, issues: RuntimeIssueLog = RuntimeIssueLog()) {
        self.init(
            theme: bundle.theme, components: bundle.components, environment: environment.localizing(bundle.strings), mode: mode, issues: issues)
    }

    /// Resolves `node`, or returns `nil` when its condition is false (or it is an unknown
    /// node in release mode).
    public func resolve(_ node: ViewNode, in context: DataContext) -> RenderNode? {
        resolve(node, in: context, depth: .top)
    }

    /// Resolves nodes, dropping hidden ones.
    public func resolve(_ nodes: [ViewNode], in context: DataContext) -> [RenderNode] {
        children(nodes, context, depth: .top)
    }

    /// `position`: where `node` stands among its siblings (``RenderNode/position``); `depth`:
    /// how deep its parent is.
    func resolve(_ node: ViewNode, in context: DataContext, depth outer: ResolutionDepth, position: Int = 0) -> RenderNode? {
        if let condition = node.condition, !condition.isTrue(in: context, environment: environment) { return nil }
        let depth = outer.inside
        guard depth.nodes <= NestingLimits.renderedNodes else { return tooDeep(node, position: position) }
        guard let kind = node.kind else {
            let message = node.problem?.message ?? "invalid view node"
            return placeholder(node.unknownType, message, position: position)
        }
        if kind == .component { return expandComponent(node, context, depth: depth, position: position) }
        let style = resolvedStyle(node, in: context)
        let content = self.content(kind, node, context, depth: depth)
        var rendered = RenderNode(id: node.id, content: content, styleBox: style)
        rendered.position = position
        if let style, !style.value.modifiers.isEmpty { rendered.modifiers = style.value.modifiers }
        if node.propModifiersStorage != nil { foldPropModifiers(node, context, depth: depth, into: &rendered) }
        if node.modifiersStorage != nil { applyModifiers(node, context, depth: depth, to: &rendered) }
        return rendered
    }

    /// Appends the node's modifiers (outside any a component body already has); `resizable`,
    /// `renderingMode` and `interpolation` are folded into an image node, as SwiftUI's exist
    /// on images only, and a screen's title and navigation-bar toolbar items into the screen,
    /// whose bar both renderers draw.
    private func applyModifiers(_ node: ViewNode, _ context: DataContext, depth: ResolutionDepth, to rendered: inout RenderNode) {
        var modifiers = resolvedModifiers(node.modifiersStorage, in: context, depth: depth)
        guard !modifiers.isEmpty else { return }
        if case .image(var image) = rendered.content, image.fold(modifiers) { rendered.content = .image(image) }
        if case .screen(var screen) = rendered.content {
            modifiers.removeAll { Self.fold($0, into: &screen) }
            rendered.content = .screen(screen)
        }
        rendered.modifiers += modifiers
    }

    /// Whether `modifier` went into the screen.
    private static func fold(_ modifier: RenderModifier, into screen: inout RenderNode.Screen) -> Bool {
        switch modifier {
        case .navigation(.navigationTitle(let title)): screen.title = title
        case .navigation(.navigationBarTitleDisplayMode(let mode)): screen.titleDisplayMode = mode
        case .navigation(.toolbar(let item)) where item.placement.isTrailing: screen.toolbar.append(item.content)
        default: return false
        }
        return true
    }

    func placeholder(_ typeName: String?, _ message: String, position: Int = 0) -> RenderNode? {
        guard mode == .debug else { return nil }
        var node = RenderNode(content: .placeholder(.init(typeName: typeName, message: message)))
        node.position = position
        return node
    }

    func children(_ nodes: [ViewNode], _ context: DataContext, depth: ResolutionDepth) -> [RenderNode] {
        var result: [RenderNode] = []
        result.reserveCapacity(nodes.count)
        // Through the buffer, not `for node in nodes`: the iterator (and the array's
        // subscript) hand out a copy of each node, a retain and a release per reference it
        // holds; the buffer's subscript lends it in place.
        nodes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                // The position is set as the node is made: setting it on the result here would
                // copy every node once more (6% of resolving, measured).
                if let rendered = resolve(buffer[index], in: context, depth: depth, position: index) { result.append(rendered) }
            }
        }
        return result
    }

    /// The node-valued prop `name`, resolved in place (nil when it is missing, not a node, or
    /// hidden): taking the node out of the props would copy it.
    func resolveNodeProp(_ name: String, of props: Props, _ context: DataContext, depth: ResolutionDepth) -> RenderNode? {
        props.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].name.isSameName(name) {
                guard case .node(let node) = entries[index].value else { return nil }
                return resolve(node, in: context, depth: depth)
            }
            return nil
        }
    }

    private func expandComponent(_ node: ViewNode, _ context: DataContext, depth: ResolutionDepth, position: Int) -> RenderNode? {
        // A bound name is refused as validation refuses it (SDUI0603): which component a use
        // expands to must be known before expanding, or `"name": "$.n"` passed on to itself
        // twice would double at each of 32 levels without any weight to stop it.
        guard let name = node.literalComponentName else {
            let message = node.props["name"] == nil ? "component without a name" : "a component's 'name' must be literal text, not a binding (SDUI0603)"
            return placeholder("component", message, position: position)
        }
        guard let definition = components[name] else {
            return placeholder("component", "unknown component '\(name)'", position: position)
        }
        guard depth.components < maxComponentDepth else {
            return placeholder("component", "component '\(name)' is nested more than \(maxComponentDepth) levels deep", position: position)
        }
        // Checked before expanding, not counted while expanding: a component that uses others
        // several times each multiplies (SDUI0640), and would stall the app long before any
        // count of made nodes reached a limit. A cycle never ends, so it is refused at once.
        let weight = expansionWeights.components[name, default: 0]
        guard weight <= NestingLimits.expandedNodes else {
            return placeholder("component", "component '\(name)' \(ExpansionWeights.refusal(weight: weight)), so it is not drawn", position: position)
        }
        var parameters = definition.defaults
        var passed: JSONObject = [:]
        if case .value(let template)? = node.props["parameters"],
            case .object(let object) = template.evaluate(in: context, environment: environment)
        {
            passed = object
        }
        // A default that is a lookup is read in the user's locale, and only when not passed.
        for (name, text) in definition.defaultTexts where passed[name] == nil {
            parameters[name] = text.evaluate(in: context, environment: environment) ?? .null
        }
        for (key, value) in passed { parameters[key] = value }
        // Declared parameters that were not passed read as missing, not as a same-named
        // value further out, so a component behaves the same wherever it is used.
        for parameter in definition.parameters where parameters[parameter] == nil { parameters[parameter] = .null }
        var inner = context.pushing(parameters)
        if !definition.computed.isEmpty { inner = inner.pushing(definition.computed, environment: environment) }
        guard var rendered = resolve(definition.body, in: inner, depth: depth.enteringComponent, position: position) else { return nil }
        if let use = resolvedStyle(node, in: context)?.value {
            // The use site's keys over the body's, by the one merge (bound values evaluated
            // where each is written); the body's preset modifiers are already on the node.
            var sheet = rendered.style.sheet.merged(with: use.sheet)
            sheet.modifiers = []
            rendered.style = theme.resolve(sheet)
            rendered.modifiers += use.modifiers
        }
        if let id = node.id { rendered.id = id }
        if node.propModifiersStorage != nil { foldPropModifiers(node, context, depth: depth, into: &rendered) }
        if node.modifiersStorage != nil { applyModifiers(node, context, depth: depth, to: &rendered) }
        return rendered
    }
}
