/// The table of node types, derived from their definitions (`Sources/ViewEngine/Nodes/`),
/// plus the props every node accepts and the lookup of a JSON `type` name.
///
/// Adding a node type: see "Adding a node type" in Docs/Contributing.md.
public enum NodeCatalog {
    static let horizontalAlignments = ["leading", "center", "trailing"]
    static let verticalAlignments = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let alignments = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]

    /// Properties every node accepts.
    public static let commonProps: [PropSpec] = [
        PropSpec("accessibilityLabel", .text, modifier: PropModifier("accessibilityLabel", "text"), "What assistive technology reads for the node"),
        PropSpec("accessibilityHint", .text, modifier: PropModifier("accessibilityHint", "text"), "What happens when the node is activated"),
        PropSpec("accessibilityIdentifier", .text, modifier: PropModifier("accessibilityIdentifier", "text"), "A stable id for UI tests"),
        PropSpec("accessibilityHidden", .bool, modifier: PropModifier("accessibilityHidden", "hidden"), "Hides the node from assistive technology"),
        PropSpec("onTap", .action, modifier: PropModifier("onTapGesture", "perform"), "Makes the node tappable (the onTapGesture modifier)"),
        PropSpec(
            "transition", .choice(RenderNode.Transition.Kind.allCases.map(\.rawValue)), modifier: PropModifier("transition", "kind"),
            "How the node animates in when its animationKey changes (opacity)"),
        PropSpec(
            "animationKey", .text, modifier: PropModifier("animation", "value"),
            "A value (usually a binding) whose change between renders animates the node in (the animation modifier's value)"),
    ]

    /// Every type's spec, in ``NodeKind`` order, each from its definition file.
    public static let specs: [NodeSpec] = allKinds.map { $0.definition.spec }

    /// Spec by kind.
    public static func spec(for kind: NodeKind) -> NodeSpec {
        kind.definition.spec
    }

    /// `NodeKind.allCases` made once: the synthesized property builds a new array per call.
    private static let allKinds = NodeKind.allCases

    private static let kindsByName: [String: NodeKind] = {
        var names: [String: NodeKind] = [:]
        for spec in specs {
            names[spec.kind.rawValue] = spec.kind
            names[normalize(spec.kind.rawValue)] = spec.kind
            for alias in spec.aliases { names[normalize(alias)] = spec.kind }
        }
        return names
    }()

    /// The kind a JSON `type` names (case-insensitive, ignoring `_` and `-`), if any.
    public static func kind(named name: String) -> NodeKind? {
        // Names written exactly as listed skip normalization, which allocates.
        kindsByName[name] ?? kindsByName[normalize(name)]
    }

    /// ``kind(named:)`` of a `type` value that the parser recognised as a known word: an
    /// array read instead of hashing the name (done for every node decoded).
    static func kind(of ref: JSONRef) -> NodeKind? {
        if let word = ref.knownWord { return kindsByWord[word] }
        return ref.stringValue.flatMap(kind(named:))
    }

    /// ``kind(named:)`` of each known word (``KnownStrings``), by word index.
    private static let kindsByWord: [NodeKind?] = KnownStrings.table.strings.map { kind(named: $0) }

    /// Canonical names, for "did you mean".
    public static var canonicalNames: [String] { specs.map(\.kind.rawValue) }

    static func normalize(_ name: String) -> String {
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for character in name.lowercased() where character != "_" && character != "-" { result.append(character) }
        return result
    }
}
