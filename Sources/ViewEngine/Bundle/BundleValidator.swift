/// Checks what single files cannot: that every screen, component, preset, colour and font a
/// bundle references exists, that components do not use themselves, and that component
/// parameters match their use.
public struct BundleValidator: Sendable {
    /// When given, literal SF Symbol names it cannot draw are warned about (``SymbolCoverage``).
    let symbols: SymbolCoverage?

    /// - Parameter symbols: a renderer's symbol coverage (`sdui validate` passes the web
    ///   preview's); nil checks no symbols.
    public init(symbols: SymbolCoverage? = nil) {
        self.symbols = symbols
    }

    /// All diagnostics of the bundle: those found while loading plus the reference checks.
    public func validate(_ bundle: AppBundle) -> Diagnostics {
        var diagnostics = bundle.diagnostics
        var checker = Checker(bundle: bundle, symbols: symbols)
        for tab in bundle.root.screenNames where bundle.screens[tab] == nil && !checker.unloadedScreens.contains(tab) {
            // At the name itself, with its path: a tab's `screen`, or a `root` that names a screen.
            let source: SourceRef
            if case .tabs(let tabs) = bundle.root, let definition = tabs.first(where: { $0.screen == tab }) {
                source = definition.source.member("screen")?.source ?? definition.source
            } else {
                source = bundle.rootSource
            }
            checker.report(
                .unknownScreen, "unknown screen '\(tab)'\(Suggestion.didYouMean(tab, in: bundle.screens.keys))", at: source, file: "app.json",
                path: source.jsonPath)
        }
        if bundle.screens.values.contains(where: { $0.params != nil || !$0.computed.isEmpty }) || !bundle.components.isEmpty {
            // Screens that declare params know their data exactly, a component body reads what
            // screens provide, and a computed value must not hide what is passed: first learn
            // every name of screen state the bundle writes and every parameter passed
            // (reporting nothing), then check against them.
            checker.isCollecting = true
            checker.walkScreensAndComponents()
            checker.isCollecting = false
        }
        checker.walkScreensAndComponents()
        checker.checkTabTexts()
        checker.checkStringTables()
        for name in bundle.screens.keys.sorted() {
            checker.checkSnapshots(of: bundle.screens[name]!.node)
        }
        let componentIDs = bundle.components.values.reduce(into: Set<String>()) { $0.formUnion(Checker.nodeIDs(in: $1.body)) }
        for name in bundle.screens.keys.sorted() {
            checker.checkScrollTargets(of: bundle.screens[name]!.node, componentIDs: componentIDs)
        }
        checker.checkComponentCycles()
        checker.checkExpansion()
        checker.checkLoadCycles()
        checker.checkPresets()
        checker.checkPresetContrast()
        if let symbols { checker.checkTabSymbols(coverage: symbols) }
        diagnostics.append(contentsOf: checker.diagnostics)
        return diagnostics
    }

    struct Checker {
        let bundle: AppBundle
        var diagnostics = Diagnostics()
        /// Share links already reported for a missing snapshot node (components repeat them).
        var reportedSnapshots: [SourceRef] = []
        /// The sheets a `present` action may name instead of a screen (see `SheetNode`).
        let sheetNames: Set<String>
        /// Screens whose file is there but could not be loaded (a syntax error, too large): the
        /// file's own error says why, so naming them is no "unknown screen" as well.
        let unloadedScreens: Set<String>
        let symbols: SymbolCoverage?
        /// What bindings may read where the walk is.
        var scope = DataScope()
        /// Top-level names of screen state that actions, `api` results and controls write.
        var writtenNames: Set<String> = []
        /// Names that navigate and present calls pass to each screen (declared or not), by screen.
        var passedNames: [String: Set<String>] = [:]
        /// Set while only collecting ``writtenNames``: nothing is reported.
        var isCollecting = false
        /// The string keys `@key` lookups use, each with its first use (for the per-locale checks).
        var usedStringKeys: [String: SourceRef] = [:]
        /// The screens' names, prepared on the first unknown one for "did you mean" (a bundle
        /// may misspell thousands).
        var screenSuggestions: Suggestion.Candidates?
        /// The development string table's keys, prepared likewise on the first unknown key.
        var stringKeySuggestions: Suggestion.Candidates?
        /// The string whose expressions are being checked, and how many diagnostics there were
        /// before its first (``problemsPerString``).
        var problemsInString: (source: SourceRef, before: Int)?

        init(bundle: AppBundle, symbols: SymbolCoverage? = nil) {
            let sheetNames = Set(bundle.screens.values.flatMap(\.node.unboundSheetNames) + bundle.components.values.flatMap(\.body.unboundSheetNames))
            let unloadedScreens = Set(bundle.diagnostics.errors.compactMap { error -> String? in
                guard let file = error.file, file.hasPrefix("screens/"), file.hasSuffix(".json") else { return nil }
                return String(file.dropFirst("screens/".count).dropLast(".json".count))
            })
            self.init(bundle: bundle, symbols: symbols, sheetNames: sheetNames, unloadedScreens: unloadedScreens)
        }

        /// A checker that only collects (``isCollecting``), sharing this one's bundle-wide
        /// sets: making them again for each screen with computed values walked the whole
        /// bundle once per screen (1,000 screens took 6 s to validate, 4,000 took 2.5 min).
        func collector() -> Checker {
            var collector = Checker(bundle: bundle, symbols: nil, sheetNames: sheetNames, unloadedScreens: unloadedScreens)
            collector.isCollecting = true
            return collector
        }

        private init(bundle: AppBundle, symbols: SymbolCoverage?, sheetNames: Set<String>, unloadedScreens: Set<String>) {
            self.bundle = bundle
            self.symbols = symbols
            self.sheetNames = sheetNames
            self.unloadedScreens = unloadedScreens
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, at source: SourceRef, file: String? = nil, path: JSONPath? = nil) {
            guard !isCollecting else { return }
            diagnostics.append(Diagnostic(code, message, source: source, path: path, fileName: file))
        }

        mutating func walkScreensAndComponents() {
            for name in bundle.screens.keys.sorted() {
                scope = screenScope(for: bundle.screens[name]!)
                scope.parameters = Set(bundle.screens[name]!.params?.map(\.name) ?? [])
                scope.dismissMayCloseASheet = !bundle.screens[name]!.node.unboundSheetNames.isEmpty
                checkComputed(of: bundle.screens[name]!)
                walk(bundle.screens[name]!.node)
            }
            let outer = componentOuterNames()
            for name in bundle.components.keys.sorted() {
                let component = bundle.components[name]!
                scope = componentScope(for: component, outer: outer)
                // Defaults that are lookups are read where the component is used: no parameters.
                let body = scope
                scope = DataScope(env: scope.env)
                for declaration in component.declarations {
                    for expression in declaration.defaultText?.expressions ?? [] { check(expression, at: declaration.defaultTextSource) }
                }
                scope = body
                checkComputed(of: component)
                walk(component.body)
            }
        }

        /// Walks `node` and what it contains; `inRow` is true inside a list's `itemTemplate`.
        mutating func walk(_ node: ViewNode, inRow: Bool = false) {
            checkData(of: node)
            if inRow && node.kind == .sheet {
                report(
                    .sheetInListRow,
                    "a sheet inside a list's itemTemplate is never presented: rows are made and recycled as they scroll, so sheets belong to the screen (move it out of the row and bind it to state the row sets)",
                    at: node.source)
            }
            if let style = node.style {
                // At the value itself (`"style": "titel"`), with its path.
                let value = node.source.member("style")
                for name in style.split(separator: " ").map(String.init) where bundle.theme.presets[name] == nil {
                    // `"style": "title"`: a text style, which is a font, not a theme preset.
                    let hint = TextStyle(rawValue: name) != nil || bundle.theme.fonts[name] != nil
                        ? "; '\(name)' is a font: write \"modifiers\": [{\"font\": \"\(name)\"}], or define a preset of that name in the theme's \"presets\""
                        : Suggestion.didYouMean(name, in: bundle.theme.presets.keys)
                    report(.unknownPreset, "unknown style preset '\(name)'\(hint)", at: value?.source ?? node.source, path: value?.path)
                }
            }
            if let inline = node.inlineStyle {
                let value = node.source.member("inlineStyle")
                checkSheet(inline, at: value?.source ?? node.source, path: value?.path)
                checkInlineContrast(node)
            }
            // Props that are modifiers (`onTap`, `lineLimit`) are checked with the modifiers.
            for template in node.propModifiers + node.modifiers { walk(template, inRow: inRow) }
            if node.kind == .component { checkComponentUse(node) }
            if let symbols { checkSymbols(of: node, coverage: symbols) }
            if node.kind == .navigationLink, case .value(.constant(.string(let screen)))? = node.props["destination"] {
                checkScreen(screen, at: node.source)
                checkCall(of: screen, passing: node.props.template("params"), at: node.source.member("params")?.source ?? node.source)
            }
            let rowScope = node.kind == .list ? rowShape(of: node) : nil
            for entry in node.props.entries {
                let childInRow = inRow || (node.kind == .list && entry.name == "itemTemplate")
                let saved = scope
                if let rowScope, entry.name == "itemTemplate" || entry.name == "swipeActions" {
                    scope.item = rowScope
                    scope.rows = Self.rows(of: node)
                }
                defer { scope = saved }
                switch entry.value {
                case .node(let child): walk(child, inRow: childInRow)
                case .nodes(let children): children.forEach { walk($0, inRow: childInRow) }
                case .action(let action): walk(action)
                case .rowActions(let actions): actions.forEach { walk($0) }
                case .paint(let paint):
                    checkColors(paint.colorReferences, at: entry.source)
                    paint.forEachView { walk($0, inRow: childInRow) }
                case .colors(let colors): checkColors(colors, at: entry.source)
                case .expression(let expression):
                    if let kind = node.kind { checkOutcomes(of: expression, prop: entry.name, of: kind, at: entry.source) }
                case .value: break
                }
            }
            node.children.forEach { walk($0, inRow: inRow) }
        }

        /// A swipe action's or alert button's condition (checked with the row's data where the
        /// walk is) and its action.
        mutating func walk(_ button: RowActionTemplate) {
            if let condition = button.condition { check(condition, at: button.source.member("condition")?.source ?? button.source) }
            walk(button.action)
        }

        mutating func walk(_ action: Action) {
            checkData(of: action)
            action.otherwise.map { walk($0) }
            switch action.kind {
            case .navigate(let screen, let params):
                checkScreen(screen, at: action.source)
                checkCall(of: screen, passing: params, at: action.source)
            case .present(let name, _) where sheetNames.contains(name): break
            case .present(let screen, let params):
                checkScreen(screen, at: action.source)
                checkCall(of: screen, passing: params, at: action.source)
            case .selectTab(let screen): checkTab(screen, at: action.source)
            case .sequence(let actions):
                checkSteps(afterLeaving: actions)
                actions.forEach { walk($0) }
            case .parallel(let actions): actions.forEach { walk($0) }
            default: break
            }
        }

        /// `selectTab`'s screen must be the root of one of app.json's tabs.
        mutating func checkTab(_ name: String, at source: SourceRef) {
            let tabs = bundle.root.screenNames
            guard !isCollecting, !tabs.contains(name) else { return }
            let located = source.member("screen")
            let shown: String
            if case .tabs = bundle.root { shown = "the tabs show \(tabs.joined(separator: ", "))" } else { shown = "the app has no tab bar, only the screen \(tabs.joined())" }
            report(.unknownScreen, "no tab shows the screen '\(name)'\(Suggestion.didYouMean(name, in: tabs)); \(shown)", at: located?.source ?? source, path: located?.path)
        }

        mutating func checkScreen(_ name: String, at source: SourceRef) {
            guard !isCollecting, bundle.screens[name] == nil, !unloadedScreens.contains(name) else { return }
            if screenSuggestions == nil { screenSuggestions = Suggestion.Candidates(bundle.screens.keys.sorted()) }
            report(.unknownScreen, "unknown screen '\(name)'\(screenSuggestions?.didYouMean(name) ?? "")", at: source)
        }

        mutating func checkComponentUse(_ node: ViewNode) {
            guard case .value(.constant(.string(let name)))? = node.props["name"] else {
                if node.props["name"] != nil { report(.componentNameNotLiteral,  "a component's 'name' must be literal text, not a binding", at: node.source) }
                return
            }
            guard let definition = bundle.components[name] else {
                let value = node.source.member("props").flatMap { $0.source.member("name") }
                report(
                    .unknownComponent, "unknown component '\(name)'\(Suggestion.didYouMean(name, in: bundle.components.keys))",
                    at: value?.source ?? node.source, path: value?.path)
                return
            }
            let value = node.source.member("props").flatMap { $0.source.member("parameters") } ?? node.source.member("parameters")
            checkArguments(
                node.props.template("parameters"),
                against: definition.declarations, at: value?.source ?? node.source, what: "component '\(name)'", unknownCode: .unknownComponentParameter)
        }

        /// Components that use themselves, directly or through others (each cycle once, with
        /// its chain), and uses nested deeper than ``NestingLimits/componentDepth``.
        mutating func checkComponentCycles() {
            var references: [String: [ReferenceGraph.Reference]] = [:]
            for (name, definition) in bundle.components {
                var found: [ReferenceGraph.Reference] = []
                definition.body.forEachComponentUse { found.append(ReferenceGraph.Reference(target: $0, source: $1)) }
                references[name] = found
            }
            let analysis = ReferenceGraph(references: references).analyse()
            for cycle in analysis.cycles {
                report(.componentCycle, "component cycle: \(cycle.chain.joined(separator: " → "))", at: cycle.source, path: cycle.source.jsonPath)
            }
            for (name, height) in analysis.heights.sorted(by: { $0.key < $1.key }) where height == NestingLimits.componentDepth + 1 {
                report(
                    .componentNestingTooDeep, "component '\(name)' nests components more than \(NestingLimits.componentDepth) levels deep",
                    at: bundle.components[name]!.source)
            }
        }
    }
}
