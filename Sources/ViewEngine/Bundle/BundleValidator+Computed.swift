extension BundleValidator.Checker {
    /// Names a computed value may not take: the engine's own (`env`, `status`, the clock's) and
    /// a list row's and a sheet's, which reads would stop reaching.
    static let reservedComputedNames: Set<String> = DataScope.alwaysKnown.union(["item", "index", SheetNode.presentedKey])

    /// A screen's computed values, in order: each expression is checked with the names before
    /// it (so one that reads a later value is an unknown name in a screen that declares its
    /// params), and each name joins the screen's scope with the shape its value has. A name
    /// that would hide something is refused (SDUI0712): a reserved name, a parameter (declared,
    /// or passed by a navigate or present action), or screen state the screen writes, whose
    /// writes would then never show.
    mutating func checkComputed(of screen: ScreenDefinition) {
        let computed = screen.computed
        guard !computed.isEmpty else { return }
        let object = screen.node.props.entries.first { $0.name == "computed" }?.source ?? screen.node.source
        let parameters = Set(screen.params?.map(\.name) ?? [])
        let passed = passedNames[screen.name] ?? []
        let written = writtenNames(in: screen)
        for (name, template) in computed {
            let member = object.member(name)?.source ?? object
            let hidden: String?
            if Self.reservedComputedNames.contains(name) {
                hidden = "the engine's $.\(name) (reserved: \(Self.reservedComputedNames.sorted().joined(separator: ", ")))"
            } else if parameters.contains(name) {
                hidden = "the parameter '\(name)' of screen '\(screen.name)'"
            } else if passed.contains(name) {
                hidden = "the parameter '\(name)' that actions pass to screen '\(screen.name)'"
            } else if written.contains(name) {
                hidden = "the screen state '\(name)' that screen '\(screen.name)' writes (a setState, a control's binding or a request's resultKey): its writes would never show"
            } else {
                hidden = nil
            }
            if let hidden { report(.computedNameTaken, "computed value '\(name)' would hide \(hidden)", at: member) }
            scope.names[name] = shape(of: template, at: member)
        }
    }

    /// The top-level names of screen state that `screen`'s own nodes and actions write: a
    /// collecting walk of that screen alone (``writtenNames`` holds the whole bundle's).
    private func writtenNames(in screen: ScreenDefinition) -> Set<String> {
        var collector = BundleValidator.Checker(bundle: bundle, symbols: nil)
        collector.isCollecting = true
        collector.walk(screen.node)
        return collector.writtenNames
    }
}
