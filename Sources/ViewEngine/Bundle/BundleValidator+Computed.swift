extension BundleValidator.Checker {
    /// A screen's computed values, in order: each expression is checked with the names before
    /// it (so one that reads a later value is an unknown name in a screen that declares its
    /// params), and each name joins the screen's scope with the shape its value has.
    mutating func checkComputed(of screen: ScreenDefinition) {
        let computed = screen.computed
        guard !computed.isEmpty else { return }
        let object = screen.node.props.entries.first { $0.name == "computed" }?.source ?? screen.node.source
        let parameters = Set(screen.params?.map(\.name) ?? [])
        for (name, template) in computed {
            let member = object.member(name)?.source ?? object
            if parameters.contains(name) {
                report(.computedNameTaken, "computed value '\(name)' has the name of a parameter of screen '\(screen.name)', which it would hide", at: member)
            }
            scope.names[name] = shape(of: template, at: member)
        }
    }
}
