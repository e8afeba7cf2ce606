extension SchemaDecoder {
    /// Decodes `components.json`: `{"components": {name: definition}}` or the map itself.
    public mutating func components(_ ref: JSONRef) -> [String: ComponentDefinition] {
        guard ref.kind == .object else {
            report(.wrongType, "components.json must be an object of named components, found \(ref.value.typeDescription)", at: ref.source)
            return [:]
        }
        if let wrapped = ref.members.first(where: { $0.key == "components" }) {
            guard wrapped.value.kind == .object else {
                // Not a component named "components": the wrapper, written with the wrong type.
                at("components") {
                    $0.report(.wrongType, "\"components\" must be an object of named components, found \(wrapped.value.value.typeDescription)", at: wrapped.value.source)
                }
                return [:]
            }
            return at("components") { $0.componentMap(wrapped.value) }
        }
        return componentMap(ref)
    }

    mutating func componentMap(_ ref: JSONRef) -> [String: ComponentDefinition] {
        var result: [String: ComponentDefinition] = [:]
        reportDuplicateKeys(of: ref)
        for member in ref.members {
            at(member.key) { decoder in
                if let definition = decoder.component(named: member.key, member.value) { result[member.key] = definition }
            }
        }
        return result
    }

    /// A component: `{"parameters": ["podcast"] | {"podcast": null, "size": 60}, "computed": {…}, "body": node}`.
    public mutating func component(named name: String, _ ref: JSONRef) -> ComponentDefinition? {
        guard ref.kind == .object else {
            report(.wrongType, "component '\(name)' must be an object with \"parameters\" and \"body\"", at: ref.source)
            return nil
        }
        var declarations: [ParameterDeclaration] = []
        var body: ViewNode?
        var computed = ComputedValues()
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "parameters", "params":
                    declarations = decoder.parameterDeclarations(member.value, in: "component '\(name)'")
                case "body":
                    body = decoder.node(member.value)
                case "computed":
                    computed = decoder.computedValues(member.value, in: "component '\(name)'")
                case "description":
                    break
                default:
                    decoder.warnUnknown(member.key, at: member.keySource, known: ["parameters", "body", "computed", "description"], in: "component '\(name)'")
                }
            }
        }
        guard let body else {
            report(.missingMember, "component '\(name)' has no \"body\"", at: ref.source)
            return nil
        }
        var defaults = JSONObject()
        for declaration in declarations { if let value = declaration.defaultValue { defaults[declaration.name] = value } }
        var definition = ComponentDefinition(name: name, parameters: declarations.map(\.name), defaults: defaults, body: body, source: ref.source)
        definition.declarations = declarations
        definition.computed = computed
        return definition
    }

    /// Decodes `app.json`: the spec's bare `tab_view` node, or
    /// `{"name", "root", "state", "modules", "colorScheme"}` where `root` is a `tab_view` node or
    /// a screen name.
    public mutating func appDefinition(_ ref: JSONRef) -> AppDefinition {
        var app = AppDefinition()
        guard ref.kind == .object else {
            report(.wrongType, "app.json must be an object, found \(ref.value.typeDescription)", at: ref.source)
            return app
        }
        if ref.members.contains(where: { $0.key == "type" }) {
            (app.root, app.initialTab) = (appRoot(ref), initialTab(ref))
            return app
        }
        reportDuplicateKeys(of: ref)
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "name": app.name = decoder.string(member.value, "'name'")
                case "root":
                    app.root = decoder.appRoot(member.value)
                    app.initialTab = decoder.initialTab(member.value)
                    app.rootSource = member.value.source
                case "state":
                    app.declaresState = true
                    if let object = member.value.value.objectValue { app.state = object } else {
                        decoder.report(.wrongType, "'state' must be an object", at: member.value.source)
                    }
                    app.dataReferences = decoder.at("state") { $0.dataReferences(in: member.value) }
                case "modules":
                    if member.value.kind == .array {
                        for (index, element) in member.value.elements.enumerated() {
                            guard let name = decoder.at(index, { $0.string(element, "a module name") }) else { continue }
                            app.modules.append(name)
                            if app.moduleSources[name] == nil { app.moduleSources[name] = element.source }
                        }
                    } else {
                        decoder.report(.wrongType, "'modules' must be an array of module names", at: member.value.source)
                    }
                case "persist":
                    if member.value.kind == .array {
                        for (index, element) in member.value.elements.enumerated() {
                            if let key = decoder.at(index, { $0.string(element, "a persisted state key") }) { app.persist.append((key, element.source)) }
                        }
                    } else {
                        decoder.report(.wrongType, "'persist' must be an array of app-state keys", at: member.value.source)
                    }
                case "colorScheme": app.colorScheme = decoder.colorScheme(member.value)
                case "developmentLocale": app.developmentLocale = decoder.string(member.value, "'developmentLocale'")
                case "$schema", "description": break
                default: decoder.warnUnknown(member.key, at: member.keySource, known: Self.appFields, in: "app.json")
                }
            }
        }
        if app.root == nil, !ref.members.contains(where: { $0.key == "root" }) {
            report(.missingMember, "app.json needs a \"root\": a tab_view node or the name of a screen", at: ref.source)
        }
        return app
    }

    static let appFields = ["name", "root", "state", "persist", "modules", "colorScheme", "developmentLocale"]

    /// `colorScheme`: `system`, `light`, `dark`, or a binding to one of them (checked when it
    /// is evaluated).
    mutating func colorScheme(_ ref: JSONRef) -> ColorSchemeSetting? {
        guard let text = string(ref, "'colorScheme'"), let value = textValue(text, at: ref.source) else { return nil }
        if case .literal(let literal) = value, AppColorScheme.preference(named: literal) == nil {
            let options = AppColorScheme.settingNames
            report(.invalidChoice,
                "'colorScheme' must be one of \(options.joined(separator: ", ")) or a binding, found '\(literal)'\(Suggestion.didYouMean(literal, in: options))",
                at: ref.source)
            return nil
        }
        return ColorSchemeSetting(value: value, source: ref.source)
    }

    mutating func appRoot(_ ref: JSONRef) -> AppRoot? {
        if let screen = ref.stringValue { return .screen(screen) }
        let node = node(ref)
        guard node.kind == .tabView else {
            if node.kind != nil {
                report(.invalidAppRoot, "the app root must be a tab_view or the name of a screen, found '\(node.kind!.name)'", at: ref.source)
            }
            return nil
        }
        guard case .value(let template)? = node.props["tabs"] else { return nil }
        _ = template
        // Tabs are decoded from the JSON again, typed, so each field is checked where it is.
        let tabsRef = ref.members.first(where: { $0.key == "props" })?.value.members.first(where: { $0.key == "tabs" })?.value
            ?? ref.members.first(where: { $0.key == "tabs" })?.value
        guard let tabsRef, tabsRef.kind == .array else {
            report(.wrongType, "'tabs' must be an array of {title, icon, screen}", at: ref.source)
            return nil
        }
        var tabs: [TabDefinition] = []
        for (index, element) in tabsRef.elements.enumerated() {
            if let tab = at("props", { $0.at("tabs", { $0.at(index, { $0.tab(element) }) }) }) { tabs.append(tab) }
        }
        if tabs.isEmpty { report(.emptyTabBar, "the tab bar has no tabs", at: tabsRef.source) }
        return .tabs(tabs)
    }

    /// A root tab bar's `selection`: a whole number naming one of its tabs (0 when not
    /// written, or when wrong, which is reported where it is).
    mutating func initialTab(_ ref: JSONRef) -> Int {
        let propsRef = ref.members.first(where: { $0.key == "props" })?.value
        guard let selection = (propsRef ?? ref).members.first(where: { $0.key == "selection" })?.value else { return 0 }
        let tabs = (propsRef ?? ref).members.first(where: { $0.key == "tabs" })?.value.count ?? 0
        var problem: (DiagnosticCode, String)?
        if let number = selection.numberValue {
            if number != number.rounded() || number < 0 || Int(exactly: number).map({ $0 >= max(tabs, 1) }) != false {
                problem = (.valueOutOfRange, "'selection' is the tab shown at launch, a whole number from 0 to \(max(tabs, 1) - 1), found \(JSONWriter.string(selection.value))")
            }
        } else if selection.stringValue?.hasPrefix("$") == true {
            // Another type is the node decoder's to report; a binding is what the root cannot take.
            problem = (.wrongType, "the root tab bar's 'selection' is the number of the tab shown at launch, not a binding")
        }
        guard let (code, message) = problem else { return selection.numberValue.map { Int($0) } ?? 0 }
        let report: (inout SchemaDecoder) -> Void = { $0.at("selection") { $0.report(code, message, at: selection.source) } }
        if propsRef != nil { at("props", report) } else { report(&self) }
        return 0
    }

    mutating func tab(_ ref: JSONRef) -> TabDefinition? {
        guard ref.kind == .object else {
            report(.wrongType, "a tab must be an object {title, icon, screen}, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var title: TextValue?
        var icon: String?
        var screen: String?
        var badge: TextValue?
        for member in ref.members {
            at(member.key) { decoder in
                switch member.key {
                case "title": title = decoder.string(member.value, "'title'").flatMap { decoder.textValue($0, at: member.value.source) }
                case "icon": icon = decoder.string(member.value, "'icon'")
                case "screen": screen = decoder.string(member.value, "'screen'")
                case "badge":
                    if let number = member.value.numberValue {
                        badge = .literal(ValueText.number(number))
                    } else {
                        badge = decoder.string(member.value, "'badge'").flatMap { decoder.textValue($0, at: member.value.source) }
                    }
                default:
                    decoder.warnUnknown(member.key, at: member.keySource, known: ["title", "icon", "screen", "badge"], in: "a tab")
                }
            }
        }
        guard let screen else {
            report(.missingMember, "a tab needs a \"screen\"", at: ref.source)
            return nil
        }
        return TabDefinition(title: title ?? .literal(screen), icon: icon, screen: screen, badge: badge, source: ref.source)
    }

    /// Decodes a screen file's node, or `screens.json`'s map of them.
    public mutating func screens(_ ref: JSONRef) -> [String: ScreenDefinition] {
        guard ref.kind == .object else {
            report(.wrongType, "screens.json must be an object of named screens, found \(ref.value.typeDescription)", at: ref.source)
            return [:]
        }
        let map = ref.members.first(where: { $0.key == "screens" && $0.value.kind == .object })
        let members = map?.value.members ?? ref.members
        reportDuplicateKeys(of: map?.value ?? ref)
        var result: [String: ScreenDefinition] = [:]
        for member in members {
            if map != nil {
                result[member.key] = at("screens") { $0.at(member.key) { $0.screen(named: member.key, member.value) } }
            } else {
                result[member.key] = at(member.key) { $0.screen(named: member.key, member.value) }
            }
        }
        return result
    }
}
