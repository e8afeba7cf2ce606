/// Checks what single files cannot: that every screen, component, preset, colour and font a
/// bundle references exists, that components do not use themselves, and that component
/// parameters match their use.
public struct BundleValidator: Sendable {
    public init() {}

    /// All diagnostics of the bundle: those found while loading plus the reference checks.
    public func validate(_ bundle: AppBundle) -> Diagnostics {
        var diagnostics = bundle.diagnostics
        var checker = Checker(bundle: bundle)
        for tab in bundle.root.screenNames where bundle.screens[tab] == nil {
            let source: SourceRef
            if case .tabs(let tabs) = bundle.root { source = tabs.first { $0.screen == tab }?.source ?? .none } else { source = .none }
            checker.report(.unknownScreen,  "unknown screen '\(tab)'\(Suggestion.didYouMean(tab, in: bundle.screens.keys))", at: source, file: "app.json")
        }
        for name in bundle.screens.keys.sorted() {
            checker.walk(bundle.screens[name]!.node)
        }
        for name in bundle.components.keys.sorted() {
            checker.walk(bundle.components[name]!.body)
        }
        for name in bundle.screens.keys.sorted() {
            checker.checkSnapshots(of: bundle.screens[name]!.node)
        }
        checker.checkComponentCycles()
        checker.checkPresets()
        diagnostics.append(contentsOf: checker.diagnostics)
        return diagnostics
    }

    struct Checker {
        let bundle: AppBundle
        var diagnostics = Diagnostics()
        /// Share links already reported for a missing snapshot node (components repeat them).
        var reportedSnapshots: [SourceRef] = []

        init(bundle: AppBundle) {
            self.bundle = bundle
        }

        mutating func report(_ code: DiagnosticCode, _ message: String, at source: SourceRef, file: String? = nil) {
            diagnostics.append(Diagnostic(code, message, source: source, fileName: file))
        }

        /// Walks `node` and what it contains; `inRow` is true inside a list's `itemTemplate`.
        mutating func walk(_ node: ViewNode, inRow: Bool = false) {
            if inRow && node.kind == .sheet {
                report(
                    .sheetInListRow,
                    "a sheet inside a list's itemTemplate is never presented: rows are made and recycled as they scroll, so sheets belong to the screen (move it out of the row and bind it to state the row sets)",
                    at: node.source)
            }
            if let style = node.style {
                for name in style.split(separator: " ").map(String.init) where bundle.theme.presets[name] == nil {
                    report(.unknownPreset,  "unknown style preset '\(name)'\(Suggestion.didYouMean(name, in: bundle.theme.presets.keys))", at: node.source)
                }
            }
            if let inline = node.inlineStyle { checkSheet(inline, at: node.source) }
            if node.kind == .component { checkComponentUse(node) }
            if node.kind == .navigationLink, case .value(.constant(.string(let screen)))? = node.props["destination"] {
                checkScreen(screen, at: node.source)
            }
            for entry in node.props.entries {
                let childInRow = inRow || (node.kind == .list && entry.name == "itemTemplate")
                switch entry.value {
                case .node(let child): walk(child, inRow: childInRow)
                case .nodes(let children): children.forEach { walk($0, inRow: childInRow) }
                case .action(let action): walk(action)
                case .rowActions(let actions): actions.forEach { walk($0.action) }
                case .value, .expression: break
                }
            }
            node.children.forEach { walk($0, inRow: inRow) }
        }

        mutating func walk(_ action: Action) {
            switch action.kind {
            case .navigate(let screen, _), .present(let screen, _): checkScreen(screen, at: action.source)
            case .sequence(let actions): actions.forEach { walk($0) }
            default: break
            }
        }

        mutating func checkScreen(_ name: String, at source: SourceRef) {
            if bundle.screens[name] == nil {
                report(.unknownScreen,  "unknown screen '\(name)'\(Suggestion.didYouMean(name, in: bundle.screens.keys))", at: source)
            }
        }

        mutating func checkComponentUse(_ node: ViewNode) {
            guard case .value(.constant(.string(let name)))? = node.props["name"] else {
                if node.props["name"] != nil { report(.componentNameNotLiteral,  "a component's 'name' must be literal text, not a binding", at: node.source) }
                return
            }
            guard let definition = bundle.components[name] else {
                report(.unknownComponent,  "unknown component '\(name)'\(Suggestion.didYouMean(name, in: bundle.components.keys))", at: node.source)
                return
            }
            var passed: [String] = []
            if case .value(let template)? = node.props["parameters"] {
                passed = template.keys
                if case .constant(let value) = template, let object = value.objectValue { passed = object.keys }
            }
            for parameter in passed where !definition.parameters.contains(parameter) {
                report(.unknownComponentParameter,
                    "component '\(name)' has no parameter '\(parameter)'\(Suggestion.didYouMean(parameter, in: definition.parameters))",
                    at: node.source)
            }
            for parameter in definition.parameters where !passed.contains(parameter) && definition.defaults[parameter] == nil {
                report(.missingComponentParameter,  "component '\(name)' expects the parameter '\(parameter)'", at: node.source)
            }
        }

        mutating func checkSheet(_ sheet: StyleSheet, at source: SourceRef) {
            for color in sheet.colorNames where bundle.theme.colors[color] == nil && SystemColors.all[color] == nil {
                let known = Array(bundle.theme.colors.keys) + Array(SystemColors.all.keys)
                report(.unknownColor,  "unknown colour '\(color)'\(Suggestion.didYouMean(color, in: known))", at: source)
            }
            if let font = sheet.font, bundle.theme.font(named: font) == nil {
                let known = Array(bundle.theme.fonts.keys) + TextStyle.allCases.map(\.rawValue)
                report(.unknownFont,  "unknown font '\(font)'\(Suggestion.didYouMean(font, in: known))", at: source)
            }
        }

        mutating func checkPresets() {
            for name in bundle.theme.presets.keys.sorted() {
                let preset = bundle.theme.presets[name]!
                checkSheet(preset, at: .none)
                for parent in preset.extends where bundle.theme.presets[parent] == nil {
                    report(.unknownPreset,  "preset '\(name)' extends unknown preset '\(parent)'", at: .none, file: "theme.json")
                }
                var seen: [String] = [name]
                var frontier = preset.extends
                while let next = frontier.first {
                    frontier.removeFirst()
                    if next == name {
                        report(.presetCycle,  "preset '\(name)' extends itself through \(seen.joined(separator: " → ")) → \(name)", at: .none, file: "theme.json")
                        break
                    }
                    guard !seen.contains(next), let parent = bundle.theme.presets[next] else { continue }
                    seen.append(next)
                    frontier += parent.extends
                }
            }
        }

        /// Finds components that use themselves, directly or through others, and reports
        /// each cycle once, with its chain.
        mutating func checkComponentCycles() {
            var uses: [String: [(String, SourceRef)]] = [:]
            for (name, definition) in bundle.components {
                var found: [(String, SourceRef)] = []
                collectUses(definition.body, into: &found)
                uses[name] = found
            }
            var state: [String: Int] = [:]  // 1 visiting, 2 done
            var stack: [String] = []
            var reported: Set<String> = []
            func visit(_ name: String, _ checker: inout Checker) {
                state[name] = 1
                stack.append(name)
                for (used, source) in uses[name] ?? [] {
                    if state[used] == 1 {
                        let cycle = Array(stack[stack.firstIndex(of: used)!...]) + [used]
                        let key = Set(cycle).sorted().joined(separator: ",")
                        if reported.insert(key).inserted {
                            checker.report(.componentCycle,  "component cycle: \(cycle.joined(separator: " → "))", at: source)
                        }
                    } else if state[used] == nil, uses[used] != nil {
                        visit(used, &checker)
                    }
                }
                stack.removeLast()
                state[name] = 2
            }
            for name in bundle.components.keys.sorted() where state[name] == nil {
                visit(name, &self)
            }
        }

        func collectUses(_ node: ViewNode, into found: inout [(String, SourceRef)]) {
            if node.kind == .component, case .value(.constant(.string(let name)))? = node.props["name"] {
                found.append((name, node.source))
            }
            for entry in node.props.entries {
                switch entry.value {
                case .node(let child): collectUses(child, into: &found)
                case .nodes(let children): children.forEach { collectUses($0, into: &found) }
                default: break
                }
            }
            node.children.forEach { collectUses($0, into: &found) }
        }
    }
}
