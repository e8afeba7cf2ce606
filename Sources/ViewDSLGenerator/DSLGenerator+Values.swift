import ViewEngine

/// Named values (system colours, text styles, hierarchical styles), the props every node
/// takes, and the list of what was generated.
extension DSLGenerator {
    static func valuesFile() -> File {
        var out = ""
        let colours = SystemColors.all.keys.sorted()
        out += "extension ColorValue {\n"
        for colour in colours {
            out += "    /// The system colour `\(colour)` (light and dark).\n    public static let \(memberName(colour)) = ColorValue(\(literal(colour)))\n"
        }
        out += "}\n\nextension PaintValue {\n"
        let levels = HierarchicalLevel.allCases.map(\.rawValue)
        for name in (colours + levels.filter { !colours.contains($0) }) {
            let what = levels.contains(name) ? "The foreground's hierarchical style `\(name)`" : "The system colour `\(name)`"
            out += "    /// \(what).\n    public static let \(memberName(name)) = PaintValue(\(literal(name)))\n"
        }
        out += "}\n\nextension FontValue {\n"
        for style in TextStyle.allCases {
            out += "    /// The Dynamic Type text style `\(style.rawValue)`.\n    public static let \(memberName(style.rawValue)) = FontValue(\(literal(style.rawValue)))\n"
        }
        out += "}\n\nextension CommonProp {\n"
        let choices = ChoiceTable()
        for (position, prop) in NodeCatalog.commonProps.enumerated() {
            let type = swiftType(prop.type, owner: "node:" + (NodeCatalog.specs.first?.kind.name ?? ""), label: prop.name, choices: choices)
            if position > 0 { out += "\n" }
            out += "    /// \(doc(prop.summary))\n    ///\n    /// - Parameter value: The prop's value.\n"
            out += "    public static func \(identifier(prop.name))(_ value: \(type.name)) -> CommonProp {\n"
            out += "        CommonProp(name: \(literal(prop.name)), value: \(type.json("value")))\n    }\n"
        }
        out += "}\n"
        return File(path: "Values.swift", body: out)
    }

    static func catalogueFile() -> File {
        var out = ""
        out += "/// What this DSL was generated from: every node type and modifier of the catalogue.\n"
        out += "public enum DSLCatalogue {\n"
        out += "    /// A struct per node type, in the catalogue's order.\n"
        out += "    public static let nodeTypes: [any CatalogueNode.Type] = [\n"
        for spec in NodeCatalog.specs { out += "        \(typeName(spec.kind)).self,\n" }
        out += "    ]\n\n"
        out += "    /// Every modifier with its argument labels, in the catalogue's order.\n"
        out += "    public static let modifiers: [(name: String, labels: [String])] = [\n"
        for descriptor in ModifierCatalog.all {
            out += "        (\(literal(descriptor.name)), [\(descriptor.arguments.map { literal($0.label) }.joined(separator: ", "))]),\n"
        }
        out += "    ]\n\n"
        out += "    /// The props every node takes (set with ``NodeRepresentable/prop(_:)``).\n"
        out += "    public static let commonProps: [String] = [\(NodeCatalog.commonProps.map { literal($0.name) }.joined(separator: ", "))]\n"
        out += "}\n"
        return File(path: "Catalogue.swift", body: out)
    }
}
