import ViewEngine

/// A struct per node type (`Nodes/<Type>.swift`).
extension DSLGenerator {
    /// One parameter of a generated initializer or function.
    struct Parameter {
        let label: String
        /// `_` when the label is left out at the call.
        let externalLabel: String
        let type: SwiftType
        let isOptional: Bool
        let summary: String

        var declaration: String {
            let name = identifier(label)
            let head = externalLabel == label ? name : "\(externalLabel) \(name)"
            return "\(head): \(type.parameter(optional: isOptional))"
        }

        /// The argument passing this parameter on to a function with the same parameters.
        var forwarded: String {
            externalLabel == "_" ? identifier(label) : "\(externalLabel): \(identifier(label))"
        }

        /// `("label", json)` for the props or arguments list.
        var entry: String {
            "(\(literal(label)), \(type.jsonExpression(identifier(label), optional: isOptional)))"
        }
    }

    static func nodeFiles(_ choices: ChoiceTable) -> [File] {
        NodeCatalog.specs.map { spec in
            File(path: "Nodes/\(typeName(spec.kind)).swift", body: nodeStruct(spec, choices))
        }
    }

    static func nodeParameters(_ spec: NodeSpec, _ choices: ChoiceTable) -> [Parameter] {
        spec.props.enumerated().map { index, prop in
            let type = swiftType(prop.type, owner: "node:" + spec.kind.name, label: prop.name, choices: choices)
            let leadsUnlabelled: Bool
            switch prop.type {
            case .text, .nodeOrText, .color: leadsUnlabelled = index == 0 && prop.isRequired
            default: leadsUnlabelled = false
            }
            var summary = doc(prop.summary)
            if let fallback = prop.defaultValue { summary += " Default: `\(JSONWriter.string(fallback))`." }
            return Parameter(label: prop.name, externalLabel: leadsUnlabelled ? "_" : prop.name, type: type, isOptional: !prop.isRequired, summary: summary)
        }
    }

    static func nodeStruct(_ spec: NodeSpec, _ choices: ChoiceTable) -> String {
        let name = typeName(spec.kind)
        let parameters = nodeParameters(spec, choices)
        let takesChildren = spec.children == .many
        var out = "/// \(doc(spec.summary))\n///\n"
        out += "/// The `\(spec.kind.name)` node type (\(spec.category.rawValue))"
        if !spec.aliases.isEmpty { out += "; JSON also accepts " + spec.aliases.map { "`\($0)`" }.joined(separator: ", ") }
        out += ".\(takesChildren ? " Takes children." : "")\n///\n"
        out += "/// In JSON: `\(spec.example)`\n"
        out += "public struct \(name): CatalogueNode {\n"
        out += "    /// The node's JSON type name.\n"
        out += "    public static let typeName = \(literal(spec.kind.name))\n\n"
        out += "    /// The props the type takes, in the catalogue's order.\n"
        out += "    public static let propNames: [String] = [\(spec.props.map { literal($0.name) }.joined(separator: ", "))]\n\n"
        out += "    /// The node as the DSL holds it.\n"
        out += "    public let node: Node\n\n"
        var declarations = parameters.map(\.declaration)
        if takesChildren { declarations.append("@NodeBuilder children: () -> [Node] = { [] }") }
        out += "    /// A `\(spec.kind.name)` node.\n"
        out += parameterDocs(parameters, children: takesChildren)
        out += "    public init(\(declarations.joined(separator: ", "))) {\n"
        out += "        let props: [(String, JSONValue?)] = [\(parameters.map(\.entry).joined(separator: ", "))]\n"
        out += "        node = Node(type: Self.typeName, props: props\(takesChildren ? ", children: children()" : ""))\n"
        out += "    }\n"
        if let first = parameters.first, first.externalLabel == "_", first.type.name == "StringValue" {
            var bound = parameters
            bound[0] = Parameter(label: first.label, externalLabel: "bind", type: SwiftType(name: "String") { $0 }, isOptional: false, summary: "A `$` binding for `\(first.label)`, with optional transforms.")
            var boundDeclarations = bound.map(\.declaration)
            if takesChildren { boundDeclarations.append("@NodeBuilder children: () -> [Node] = { [] }") }
            var forwarded = ["StringValue.bind(\(identifier(first.label)))"] + parameters.dropFirst().map(\.forwarded)
            if takesChildren { forwarded.append("children: children") }
            out += "\n    /// A `\(spec.kind.name)` node whose `\(first.label)` is bound: `\(name)(bind: \"$.item.name\")`.\n"
            out += parameterDocs(bound, children: takesChildren)
            out += "    public init(\(boundDeclarations.joined(separator: ", "))) {\n"
            out += "        self.init(\(forwarded.joined(separator: ", ")))\n"
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    static func parameterDocs(_ parameters: [Parameter], children: Bool) -> String {
        guard !parameters.isEmpty || children else { return "" }
        var out = "    ///\n    /// - Parameters:\n"
        for parameter in parameters { out += "    ///   - \(parameter.label): \(parameter.summary)\n" }
        if children { out += "    ///   - children: The node's children, one per line.\n" }
        return out
    }
}
