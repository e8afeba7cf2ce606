import PackagePlugin

/// Generates the ViewDSL target's per-node and per-modifier Swift (structs, modifier
/// functions, choice types) from the engine's catalogue at build time, so the DSL is never
/// committed and never stale. The tool is rebuilt, and so rerun, whenever the engine changes.
@main
struct ViewDSLPlugin: BuildToolPlugin {
    /// The files the tool writes, declared before it runs. The tool gets their paths and fails
    /// the build, naming the difference, when they are not the files it generates
    /// (`DSLGenerator.buildFileNames`).
    static let outputs = ["Nodes.swift", "Modifiers.swift", "Choices.swift", "Values.swift", "Catalogue.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let files = Self.outputs.map { folder.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Generating the ViewDSL from the catalogue",
                executable: try context.tool(named: "generate-view-dsl").url,
                // Not percent-encoded: a folder named "My App" is written as it is named.
                arguments: files.map { $0.path(percentEncoded: false) },
                inputFiles: [],
                outputFiles: files)
        ]
    }
}
