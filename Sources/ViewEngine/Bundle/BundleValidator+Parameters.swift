extension BundleValidator {
    /// Checks parameters given to `screen` from outside the bundle (`sdui render --params`)
    /// as a navigate action's are checked: unknown names (with a suggestion), required ones
    /// left out, values of another type than declared, and names the screen's computed values
    /// take (SDUI0712: the screen would show the computed value, not the one given). `source`
    /// is where they are written.
    public func checkParameters(_ params: JSONObject, source: SourceRef, forScreen screen: String, in bundle: AppBundle) -> Diagnostics {
        var checker = Checker(bundle: bundle, symbols: symbols)
        checker.checkCall(of: screen, passing: .constant(.object(params)), at: source)
        for name in bundle.screens[screen]?.computed.names ?? [] where params[name] != nil {
            let located = source.locating(name)
            checker.report(
                .computedNameTaken, "computed value '\(name)' of screen '\(screen)' would hide the parameter '\(name)' given here",
                at: located.source, path: located.path)
        }
        return checker.diagnostics
    }
}

extension BundleValidator.Checker {
    /// Checks what a navigate/present call passes against the target screen's declared
    /// `params`: unknown names, missing required ones and values of the wrong type.
    mutating func checkCall(of screen: String, passing params: ValueTemplate?, at source: SourceRef) {
        for (name, _) in (params?.members ?? []) { passedNames[screen, default: []].insert(name) }
        guard let declared = bundle.screens[screen]?.params else { return }
        checkArguments(params, against: declared, at: source, what: "screen '\(screen)'", unknownCode: .unknownParameter)
    }

    /// Checks the parameters passed to `declared` (a screen's or a component's).
    mutating func checkArguments(
        _ passed: ValueTemplate?, against declared: [ParameterDeclaration], at source: SourceRef, what: String, unknownCode: DiagnosticCode
    ) {
        let members = passed?.members ?? []
        let names = declared.map(\.name)
        // Looked up, not searched: a hostile file may pass and declare thousands.
        let declarations = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let namesPassed = Set(members.map(\.name))
        for (name, value) in members {
            guard let declaration = declarations[name] else {
                let located = source.locating(name)
                report(unknownCode, "\(what) has no parameter '\(name)'\(Suggestion.didYouMean(name, in: names))", at: located.source, path: located.path)
                continue
            }
            // Quietly: the value's bindings are checked (and reported) with the rest of the node or action.
            let wasCollecting = isCollecting
            isCollecting = true
            let shape = self.shape(of: value, at: source)
            isCollecting = wasCollecting
            if let type = declaration.type, !type.accepts(shape) {
                let located = source.locating(name)
                report(
                    .wrongParameterType, "\(what) declares '\(name)' as \(type.rawValue), but it is passed \(shape.kindDescription)",
                    at: located.source, path: located.path)
            }
        }
        for declaration in declared where !namesPassed.contains(declaration.name) {
            if declaration.isRequired {
                report(.missingRequiredParameter, "\(what) requires the parameter '\(declaration.name)'", at: source)
            } else if unknownCode == .unknownComponentParameter, declaration.type == nil, declaration.defaultValue == nil {
                report(.missingComponentParameter, "\(what) expects the parameter '\(declaration.name)'", at: source)
            }
        }
    }

    /// A screen's data: its declared parameters and the screen state the bundle writes, closed
    /// (unknown names reported) when it declares parameters.
    func screenScope(for screen: ScreenDefinition) -> DataScope {
        var scope = DataScope(env: bundle.stateShape)
        guard let params = screen.params else { return scope }
        for name in writtenNames { scope.names[name] = .unknown }
        for declaration in params { scope.names[declaration.name] = declaration.shape }
        scope.isClosed = true
        return scope
    }

    /// A component body's data: its parameters' shapes over whatever the using screen has,
    /// which is at most `outer` (``componentOuterNames()``).
    func componentScope(for component: ComponentDefinition, outer: Set<String>) -> DataScope {
        var scope = DataScope(env: bundle.stateShape)
        for declaration in component.declarations { scope.names[declaration.name] = declaration.shape }
        scope.outerNames = outer
        return scope
    }

    /// The names screens and components provide (and a list row's): what a component body may
    /// read besides its parameters. Made once per walk, not per component: a bundle of 20,000
    /// components stalled for minutes making it for each. A component's own computed values
    /// are among them; one read before it is computed is reported as such (SDUI0713).
    func componentOuterNames() -> Set<String> {
        var outer = writtenNames.union(passedNames.values.joined()).union(["item", "index"])
        for screen in bundle.screens.values { outer.formUnion((screen.params?.map(\.name) ?? []) + screen.computed.names) }
        for component in bundle.components.values { outer.formUnion(component.declarations.map(\.name) + component.computed.names) }
        return outer
    }
}

extension Props {
    /// The value of a prop that holds JSON (`params`, `parameters`), as written.
    func template(_ name: String) -> ValueTemplate? {
        if case .value(let template)? = self[name] { return template }
        return nil
    }

    /// The text of a prop written as literal text (not a binding); nil otherwise.
    func literalText(_ name: String) -> String? {
        switch template(name) {
        case .constant(.string(let text))?, .text(.literal(let text))?: return text
        default: return nil
        }
    }
}
