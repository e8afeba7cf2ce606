import ViewEngine

/// A static function on `Modifier` and a method on every node per modifier.
extension DSLGenerator {
    /// Members of `NodeRepresentable` a modifier method must not shadow; such a modifier is
    /// still reachable as `.modifier(.name(…))`.
    static let nodeMembers: Set<String> = ["id", "style", "inlineStyle", "condition", "modifier", "modifiers", "prop", "encode", "diagnostics", "jsonValue", "labelValue", "node"]

    static func modifierParameters(_ descriptor: ModifierDescriptor, _ choices: ChoiceTable) -> [Parameter] {
        descriptor.arguments.enumerated().map { index, argument in
            let type = swiftType(argument.type, owner: "modifier:" + descriptor.name, label: argument.label, choices: choices)
            var isBool = false, isPath = false
            if case .bool = argument.type { isBool = true }
            if case .statePath = argument.type { isPath = true }
            // The first argument reads without its label when it is the modifier's only or
            // required one, a flag, every edge, or named after the modifier (`.padding(16)`,
            // `.bold(false)`, `.font(.title)`); a state path keeps it, as SwiftUI's do
            // (`.sheet(isPresented:content:)`).
            let unlabelled = index == 0 && !isPath
                && (descriptor.arguments.count == 1 || argument.isRequired || isBool || argument.label == "all" || argument.label == descriptor.name)
            var summary = capitalized(describe(argument.type)) + "."
            if let fallback = argument.defaultValue { summary += " Default: `\(JSONWriter.string(fallback))`." }
            return Parameter(label: argument.label, externalLabel: unlabelled ? "_" : argument.label, type: type, isOptional: !argument.isRequired, summary: summary)
        }
    }

    /// A file per modifier (`Modifiers/<Category>/<Name>.swift`): the static function and,
    /// unless it would shadow a member every node has, the node method.
    static func modifierFiles(_ choices: ChoiceTable) -> [File] {
        ModifierCatalog.all.map { descriptor in
            let parameters = modifierParameters(descriptor, choices)
            let name = identifier(descriptor.name)
            let declarations = parameters.map(\.declaration).joined(separator: ", ")
            let docs = parameterDocs(parameters, children: false)
            var out = ""
            out += "extension Modifier {\n"
            out += "    /// \(doc(descriptor.summary))\n    ///\n    /// In JSON: `\(descriptor.example)`\n" + docs
            out += "    public static func \(name)(\(declarations)) -> Modifier {\n"
            out += "        let arguments: [(String, JSONValue?)] = [\(parameters.map(\.entry).joined(separator: ", "))]\n"
            out += "        return Modifier(name: \(literal(descriptor.name)), labels: [\(descriptor.arguments.map { literal($0.label) }.joined(separator: ", "))], arguments: arguments)\n"
            out += "    }\n}\n"
            if !nodeMembers.contains(descriptor.name) {
                out += "\nextension NodeRepresentable {\n"
                out += "    /// \(doc(descriptor.summary)) Appends ``Modifier/\(descriptor.name)(\(parameters.map { $0.externalLabel + ":" }.joined()))``.\n" + docs
                out += "    public func \(name)(\(declarations)) -> Node {\n"
                out += "        modifier(.\(name)(\(parameters.map(\.forwarded).joined(separator: ", "))))\n"
                out += "    }\n}\n"
            }
            return File(path: "Modifiers/\(capitalized(descriptor.category.rawValue))/Modifier+\(capitalized(descriptor.name)).swift", body: out)
        }
    }
}
