import ViewEngine

/// Writes the Swift DSL's per-node and per-modifier surface from the catalogue: a struct per
/// node type, a static function and a node method per modifier, a choice type per set of
/// words, the system colours and text styles, and the list of what was generated.
///
/// Nothing of it is committed: the ViewDSL target's build plugin (Plugins/ViewDSLPlugin) runs
/// `generate-view-dsl`, which writes ``buildFiles()`` into the build folder, so a new node type
/// or modifier reaches the DSL with the next build and the DSL can never be stale. `sdui dsl
/// --out FOLDER` writes the same code a file per declaration, for reading.
package enum DSLGenerator {
    /// Generated files: a path relative to the output folder, and the Swift source.
    package struct File: Equatable {
        package let path: String
        /// The declarations, without the header and import every file starts with.
        let body: String

        /// The whole file.
        package var text: String { DSLGenerator.header + "import ViewEngine\n\n" + body }
    }

    package static let header = "// Generated from the engine's catalogue by `sdui dsl` (in a build, by the ViewDSL plugin); do not edit by hand.\n\n"

    /// The DSL a file per node type, modifier and choice (what `sdui dsl --out` writes).
    package static func files() -> [File] {
        let choices = ChoiceTable()
        return nodeFiles(choices) + modifierFiles(choices) + choiceFiles(choices) + [valuesFile(), catalogueFile()]
    }

    /// The names of ``buildFiles()``, fixed so the build plugin can declare its outputs before
    /// the generator runs (generate-view-dsl fails when the plugin's list differs).
    package static let buildFileNames = ["Nodes.swift", "Modifiers.swift", "Choices.swift", "Values.swift", "Catalogue.swift"]

    /// ``files()`` joined a file per top folder (`Nodes/…` → `Nodes.swift`), one header and one
    /// import each: what the build compiles.
    package static func buildFiles() -> [File] {
        var bodies: [String: [String]] = [:]
        for file in files() {
            let top = file.path.split(separator: "/", maxSplits: 1).first.map { $0.hasSuffix(".swift") ? String($0) : $0 + ".swift" } ?? file.path
            bodies[top, default: []].append(file.body)
        }
        precondition(Set(bodies.keys) == Set(buildFileNames), "the generator's top folders are not buildFileNames: \(bodies.keys.sorted())")
        return buildFileNames.map { File(path: $0, body: bodies[$0, default: []].joined(separator: "\n")) }
    }

    // MARK: Swift spelling

    /// Swift's reserved words that need backticks as identifiers (labels may be most of them).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]

    /// `name` usable as an identifier (backticks around a keyword).
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A word of the catalogue as a Swift member name: `sans-serif` → `sansSerif`.
    static func memberName(_ word: String) -> String {
        var result = ""
        var upperNext = false
        for character in word {
            if character == "-" || character == "_" || character == " " {
                upperNext = true
            } else {
                result.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            }
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return identifier(result)
    }

    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The DSL struct of a node type: SwiftUI's name where ours is shorter, else the kind's
    /// Swift case name capitalized (`lazyVStack` → `LazyVStack`).
    static func typeName(_ kind: NodeKind) -> String {
        let swiftUINames = ["vstack": "VStack", "hstack": "HStack", "zstack": "ZStack", "scroll": "ScrollView", "progress": "ProgressView"]
        return swiftUINames[kind.name] ?? capitalized(String(describing: kind))
    }

    /// Text for a `///` comment line: one line, no trailing period doubled.
    static func doc(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.hasSuffix(".") ? line : line + "."
    }

    /// A string as a Swift string literal (raw when it holds quotes or backslashes).
    static func literal(_ text: String) -> String {
        if text.contains("\\") || text.contains("\"") { return "#\"" + text + "\"#" }
        return "\"" + text + "\""
    }
}
