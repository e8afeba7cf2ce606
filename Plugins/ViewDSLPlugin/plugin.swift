import PackagePlugin

/// Generates the ViewDSL target's per-node and per-modifier Swift (structs, modifier
/// functions, choice types) from the engine's catalogue at build time, so the DSL is never
/// committed and never stale. The tool is rebuilt, and so rerun, whenever the engine changes.
@main
struct ViewDSLPlugin: BuildToolPlugin {
    /// Keep in step with `DSLGenerator.buildFileNames` (the build fails naming a missing file
    /// when they differ).
    static let outputs = ["Nodes.swift", "Modifiers.swift", "Choices.swift", "Values.swift", "Catalogue.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "Generated")
        return [
            .buildCommand(
                displayName: "Generating the ViewDSL from the catalogue",
                executable: try context.tool(named: "generate-view-dsl").url,
                arguments: [folder.path()],
                inputFiles: [],
                outputFiles: Self.outputs.map { folder.appending(path: $0) })
        ]
    }
}
