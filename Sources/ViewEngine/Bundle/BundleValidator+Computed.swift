extension BundleValidator.Checker {
    /// Names a computed value may not take: the engine's own (`env`, `status`, the clock's) and
    /// a list row's and a sheet's, which reads would stop reaching.
    static let reservedComputedNames: Set<String> = DataScope.alwaysKnown.union(["item", "index", SheetNode.presentedKey])

    /// A screen's computed values (see ``checkComputed(_:at:of:parameters:body:)``); its
    /// parameters are those it declares and those navigate and present actions pass it.
    mutating func checkComputed(of screen: ScreenDefinition) {
        guard !screen.computed.isEmpty else { return }
        let owner = "screen '\(screen.name)'"
        var parameters: [String: String] = [:]
        for name in passedNames[screen.name] ?? [] { parameters[name] = "the parameter '\(name)' that actions pass to \(owner)" }
        for name in screen.params?.map(\.name) ?? [] { parameters[name] = "the parameter '\(name)' of \(owner)" }
        let object = screen.node.props.entries.first { $0.name == "computed" }?.source ?? screen.node.source
        checkComputed(screen.computed, at: object, of: owner, parameters: parameters, body: screen.node)
    }

    /// A component's computed values, over its parameters.
    mutating func checkComputed(of component: ComponentDefinition) {
        guard !component.computed.isEmpty else { return }
        let owner = "component '\(component.name)'"
        var parameters: [String: String] = [:]
        for name in component.parameters { parameters[name] = "the parameter '\(name)' of \(owner)" }
        let object = component.source.member("computed")?.source ?? component.source
        checkComputed(component.computed, at: object, of: owner, parameters: parameters, body: component.body)
    }

    /// Computed values, in order: each expression is checked with the names before it (one
    /// that reads a later value is reported as such, SDUI0713), and each name
    /// joins the scope with the shape its value has. A name that would hide something is
    /// refused (SDUI0712): a reserved name, a parameter (`parameters`: name to how to say it),
    /// or state that `body` writes, whose writes would then never show.
    private mutating func checkComputed(
        _ computed: ComputedValues, at object: SourceRef, of owner: String, parameters: [String: String], body: ViewNode
    ) {
        // The collecting pass reports nothing: only the names' shapes matter there.
        let written = isCollecting ? [] : writtenNames(in: body)
        let names = computed.names
        for (index, (name, template)) in computed.entries.enumerated() {
            let member = object.member(name)?.source ?? object
            guard !isCollecting else {
                scope.names[name] = shape(of: template, at: member)
                continue
            }
            let early = readsOfLaterValues(template, later: names[(index + 1)...].filter { $0 != name })
            for later in early {
                let located = member.locating("$.\(later)")
                report(
                    .computedReadsLater,
                    "computed value '\(name)' reads $.\(later), which is computed after it (values are computed in the order written); move '\(later)' before '\(name)'",
                    at: located.source, path: located.path)
                // Reported once, here, not again as an unknown name.
                scope.names[later] = .unknown
            }
            let hidden: String?
            if Self.reservedComputedNames.contains(name) {
                hidden = "the engine's $.\(name) (reserved: \(Self.reservedComputedNames.sorted().joined(separator: ", ")))"
            } else if let parameter = parameters[name] {
                hidden = parameter
            } else if written.contains(name) {
                hidden = "the screen state '\(name)' that \(owner) writes (a setState, a control's binding or a request's resultKey): its writes would never show"
            } else {
                hidden = nil
            }
            if let hidden { report(.computedNameTaken, "computed value '\(name)' would hide \(hidden)", at: member) }
            scope.names[name] = shape(of: template, at: member)
            for later in early { scope.names[later] = nil }
        }
    }

    /// The names among `later` that `template` reads and the scope does not already provide
    /// (a parameter or state of that name is what it reads, which SDUI0712 covers).
    private func readsOfLaterValues(_ template: ValueTemplate, later: [String]) -> [String] {
        guard !later.isEmpty else { return [] }
        let read = Set(template.expressions.flatMap(\.paths).compactMap { $0.components.first?.name })
        return later.filter { read.contains($0) && scope.names[$0] == nil }
    }

    /// The top-level names of screen state that `body`'s own nodes and actions write: a
    /// collecting walk of it alone (``writtenNames`` holds the whole bundle's).
    private func writtenNames(in body: ViewNode) -> Set<String> {
        var collector = collector()
        collector.walk(body)
        return collector.writtenNames
    }
}
