/// `scrollTo` actions whose id is written literally must name a node the screen can show: one
/// of the screen's own nodes or of a component (components may be used on it). A bound id is
/// checked when it runs.
extension BundleValidator.Checker {
    mutating func checkScrollTargets(of screen: ViewNode, componentIDs: Set<String>) {
        var ids = componentIDs
        var targets: [(id: String, source: SourceRef)] = []
        Self.collect(screen, ids: &ids, targets: &targets)
        for target in targets where !ids.contains(target.id) {
            let member = target.source.member("id")
            report(
                .unknownScrollTarget,
                "'scrollTo' names the id '\(target.id)', which no node of this screen has\(Suggestion.didYouMean(target.id, in: ids)); nothing would scroll",
                at: member?.source ?? target.source, path: member?.path)
        }
    }

    /// The ids of the nodes in `node` (its own, its children's, those in node props and in
    /// modifiers' views).
    static func nodeIDs(in node: ViewNode) -> Set<String> {
        var ids: Set<String> = []
        var targets: [(id: String, source: SourceRef)] = []
        collect(node, ids: &ids, targets: &targets)
        return ids
    }

    private static func collect(_ node: ViewNode, ids: inout Set<String>, targets: inout [(id: String, source: SourceRef)]) {
        if let id = node.id { ids.insert(id) }
        for entry in node.props.entries {
            switch entry.value {
            case .action(let action): collect(action, into: &targets)
            case .rowActions(let actions): actions.forEach { collect($0.action, into: &targets) }
            case .value, .expression, .node, .nodes, .paint, .colors: break
            }
        }
        for modifier in node.propModifiers + node.modifiers {
            for argument in modifier.arguments {
                switch argument.value {
                case .action(let action): collect(action, into: &targets)
                case .buttons(let buttons): buttons.forEach { collect($0.action, into: &targets) }
                default: break
                }
            }
        }
        node.forEachNestedNode { collect($0, ids: &ids, targets: &targets) }
    }

    private static func collect(_ action: Action, into targets: inout [(id: String, source: SourceRef)]) {
        if case .scrollTo(.literal(let id), _, _) = action.kind { targets.append((id, action.source)) }
        action.nestedActions.forEach { collect($0, into: &targets) }
    }
}
