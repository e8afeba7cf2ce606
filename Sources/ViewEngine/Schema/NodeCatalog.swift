/// The table of node types: one entry per type, with its aliases and properties.
///
/// Adding a node type is an entry here, a case in ``NodeKind``, its resolution in
/// `Resolution/`, and its view in each renderer.
public enum NodeCatalog {
    static let horizontalAlignments = ["leading", "center", "trailing"]
    static let verticalAlignments = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let alignments = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ]

    /// Properties every node accepts.
    public static let commonProps: [PropSpec] = [
        PropSpec("accessibilityLabel", .text, "What assistive technology reads for the node"),
        PropSpec("accessibilityHint", .text, "What happens when the node is activated"),
        PropSpec("accessibilityIdentifier", .text, "A stable id for UI tests"),
        PropSpec("accessibilityHidden", .bool, "Hides the node from assistive technology"),
        PropSpec("onTap", .action, "Makes the node tappable"),
        PropSpec("transition", .choice(RenderNode.Transition.Kind.allCases.map(\.rawValue)), "How the node animates in when its animationKey changes (opacity)"),
        PropSpec("animationKey", .text, "A value (usually a binding) whose change between renders animates the node in"),
    ]

    /// Stacks accept every alignment word and use its component along their cross axis
    /// (`leading` on an hstack is vertical centre), so peers' JSON that writes `leading`
    /// everywhere still decodes.
    /// Whether `name` is one of ``commonProps`` (checked per prop while decoding, so no hashing).
    static func isCommonProp(_ name: String) -> Bool {
        // The first byte turns most names away before any string comparison.
        switch name.utf8.first {
        case UInt8(ascii: "o"): return name == "onTap"
        case UInt8(ascii: "t"): return name == "transition"
        case UInt8(ascii: "a"):
            return name == "animationKey" || (name.hasPrefix("accessibility") && commonProps.contains { $0.name == name })
        default: return false
        }
    }

    private static func stack(_ kind: NodeKind, aliases: [String], _ summary: String) -> NodeSpec {
        let alignments = NodeCatalog.alignments + ["firstTextBaseline", "lastTextBaseline"]
        return NodeSpec(
            kind, aliases: aliases, children: .many,
            props: [
                PropSpec("spacing", .number, "Space between children, in points"),
                PropSpec("alignment", .choice(alignments), "Cross-axis alignment of children"),
            ], summary)
    }

    public static let specs: [NodeSpec] = [
        stack(.vstack, aliases: ["column", "vertical"], "Vertical stack"),
        stack(.hstack, aliases: ["row", "horizontal"], "Horizontal stack"),
        NodeSpec(
            .zstack, aliases: ["overlay", "stack"], children: .many,
            props: [PropSpec("alignment", .choice(alignments), "Alignment of overlaid children")], "Overlay stack"),
        NodeSpec(
            .scroll, aliases: ["scrollview"], children: .many,
            props: [
                PropSpec("axis", .choice(["vertical", "horizontal"]), "Scroll direction (vertical)"),
                PropSpec("showsIndicators", .bool, "Shows scroll indicators (true)"),
                PropSpec("spacing", .number, "Space between children"),
                PropSpec("alignment", .choice(horizontalAlignments + verticalAlignments), "Alignment of children"),
            ], "Scroll view; several children stack along the axis"),
        NodeSpec(
            .list, aliases: ["foreach", "repeater"],
            props: [
                PropSpec("items", .text, required: true, "Binding to the array to repeat"),
                PropSpec("itemTemplate", .node, required: true, "Node rendered per element, with $.item and $.index"),
                PropSpec("separator", .bool, "Draws a divider between rows"),
                PropSpec("spacing", .number, "Space between rows when the list stands alone"),
                PropSpec("itemId", .text, "Member of each item that identifies it (default: id, trackId, collectionId)"),
                PropSpec("limit", .integer, "Shows at most this many rows"),
                PropSpec("swipeActions", .rowActions, "Buttons a swipe on a row reveals: [{title, icon, role, action}], with the row's $.item and $.index"),
            ], "Repeats a template over an array"),
        stack(.lazyVStack, aliases: ["lazycolumn"], "Lazily built vertical stack"),
        stack(.lazyHStack, aliases: ["lazyrow"], "Lazily built horizontal stack"),
        NodeSpec(.spacer, props: [PropSpec("minLength", .number, "Smallest size, in points")], "Flexible space"),
        NodeSpec(
            .grid, aliases: ["lazyvgrid", "vgrid"], children: .many,
            props: [
                PropSpec("columns", .value, "Column count, or an array of {fixed|minimum|maximum|adaptive}"),
                PropSpec("spacing", .number, "Space between cells"),
                PropSpec("alignment", .choice(horizontalAlignments), "Alignment of cells"),
            ], "Lazy vertical grid"),
        NodeSpec(
            .text, aliases: ["label"],
            props: [
                PropSpec("content", .text, required: true, "The text, a binding or an interpolation"),
                PropSpec("lineLimit", .integer, "Maximum number of lines"),
            ], "Text"),
        NodeSpec(
            .image, aliases: ["asyncimage", "icon"],
            props: [
                PropSpec("source", .text, required: true, "URL, `system:<SF Symbol>` or a symbol name"),
                PropSpec("systemName", .text, "SF Symbol name (instead of source)"),
                PropSpec("resizable", .bool, "Scales the image to its frame"),
                PropSpec("aspectRatio", .number, "Width / height"),
                PropSpec("contentMode", .choice(["fit", "fill"]), "How the image fills its frame"),
                PropSpec("alt", .text, "Description for assistive technology"),
            ], "Image; URLs load asynchronously"),
        NodeSpec(.divider, props: [], "Separator line"),
        NodeSpec(
            .progress, aliases: ["progressview", "spinner", "activityindicator"],
            props: [
                PropSpec("label", .text, "Text under the indicator"),
                PropSpec("value", .number, "Fraction done (0…1); absent means indeterminate"),
            ], "Progress indicator"),
        NodeSpec(
            .button,
            props: [
                PropSpec("label", .nodeOrText, required: true, "The button's content (text or a node)"),
                PropSpec("action", .action, "What a tap does"),
                PropSpec("role", .choice(["destructive", "cancel"]), "Semantic role"),
                PropSpec("disabled", .bool, "Disables the button"),
            ], "Tappable button"),
        NodeSpec(
            .navigationLink, aliases: ["link"],
            props: [
                PropSpec("destination", .screen, required: true, "Screen to push"),
                PropSpec("params", .value, "Parameters of the destination screen"),
                PropSpec("label", .nodeOrText, required: true, "The link's content"),
            ], "Pushes a screen"),
        NodeSpec(
            .textField, aliases: ["textinput", "input", "securefield"],
            props: [
                PropSpec("placeholder", .text, "Prompt shown when empty"),
                PropSpec("binding", .statePath, required: true, "State path the text is written to"),
                PropSpec("onSubmit", .action, "Runs on return"),
                PropSpec("secure", .bool, "Hides the typed text"),
            ], "Text input"),
        NodeSpec(
            .searchBar, aliases: ["searchfield", "searchable"],
            props: [
                PropSpec("placeholder", .text, "Prompt shown when empty"),
                PropSpec("binding", .statePath, required: true, "State path the query is written to"),
                PropSpec("onSubmit", .action, "Runs on search"),
            ], "Search field"),
        NodeSpec(
            .toggle, aliases: ["switch"],
            props: [
                PropSpec("label", .text, "What the switch turns on and off"),
                PropSpec("binding", .statePath, required: true, "State path of the boolean it shows and writes"),
                PropSpec("onChange", .action, "Runs after the new value is written"),
            ], "On/off switch"),
        NodeSpec(
            .slider,
            props: [
                PropSpec("binding", .statePath, required: true, "State path of the number it shows and writes"),
                PropSpec("min", .number, "Smallest value (0)"),
                PropSpec("max", .number, "Largest value (1)"),
                PropSpec("step", .number, "Distance between allowed values (none: any value)"),
                PropSpec("label", .text, "What the slider sets, for assistive technology"),
                PropSpec("onChange", .action, "Runs when the user lets go, after the new value is written"),
            ], "Chooses a number in a range"),
        NodeSpec(
            .picker,
            props: [
                PropSpec("binding", .statePath, required: true, "State path of the chosen value"),
                PropSpec("options", .options, required: true, "Array of {title, value} (or plain values), or a binding to one"),
                PropSpec("label", .text, "What is being chosen"),
                PropSpec("pickerStyle", .choice(RenderNode.Picker.Style.allCases.map(\.rawValue)), "How the options show (menu)"),
                PropSpec("onChange", .action, "Runs after the new value is written"),
            ], "Chooses one of several values; the chosen option is the one whose value equals the bound value"),
        NodeSpec(
            .shareLink, aliases: ["share"],
            props: [
                PropSpec("text", .text, required: true, "The text to share"),
                PropSpec("title", .text, "Subject of the shared text (mail subject, preview title)"),
                PropSpec("label", .nodeOrText, "The button's content (default: a share icon and \"Share\")"),
                PropSpec("snapshot", .text, "Id of a node on the same screen to share as an image too"),
            ], "Opens the share sheet"),
        NodeSpec(
            .tabView, aliases: ["tabs", "tabbar"],
            props: [PropSpec("tabs", .value, required: true, "Array of {title, icon, screen, badge}")], "Tab bar"),
        NodeSpec(
            .navigationStack, aliases: ["navigationview", "navigation"],
            props: [PropSpec("root", .node, required: true, "The root view")], "Navigation container"),
        NodeSpec(
            .screen, aliases: ["page"], children: .many,
            props: [
                PropSpec("title", .text, "Navigation title"),
                PropSpec("titleDisplayMode", .choice(["large", "inline", "automatic"]), "Title size"),
                PropSpec("body", .node, "The content (or use children)"),
                PropSpec("toolbar", .nodes, "Toolbar items"),
                PropSpec("onLoad", .action, "Runs when the screen is shown"),
            ], "A full screen"),
        NodeSpec(
            .sheet, aliases: ["modal"],
            props: [
                PropSpec("content", .node, required: true, "The sheet's content"),
                PropSpec("isPresented", .statePath, required: true, "State path of a boolean that shows the sheet"),
            ], "Modal sheet shown while a state value is true"),
        NodeSpec(
            .component, aliases: ["use", "ref"],
            props: [
                PropSpec("name", .text, required: true, "Name of the component in components.json"),
                PropSpec("parameters", .value, "Values of the component's parameters"),
            ], "Uses a reusable component"),
        NodeSpec(
            .custom, aliases: ["native"], children: .many,
            props: [
                PropSpec("viewId", .text, required: true, "Name of a native view registered by the app"),
                PropSpec("data", .value, "Data handed to the native view"),
            ], "A native view registered by the app"),
    ]

    /// Spec by kind.
    public static func spec(for kind: NodeKind) -> NodeSpec {
        specsInKindOrder[allKinds.firstIndex(of: kind)!]
    }

    /// `NodeKind.allCases` made once: the synthesized property builds a new array per call.
    private static let allKinds = NodeKind.allCases

    /// Specs indexed like `NodeKind.allCases`; a short scan of enum cases beats hashing.
    private static let specsInKindOrder: [NodeSpec] = allKinds.map { kind in specs.first { $0.kind == kind }! }

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

    /// Canonical names, for "did you mean".
    public static var canonicalNames: [String] { specs.map(\.kind.rawValue) }

    static func normalize(_ name: String) -> String {
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for character in name.lowercased() where character != "_" && character != "-" { result.append(character) }
        return result
    }
}
