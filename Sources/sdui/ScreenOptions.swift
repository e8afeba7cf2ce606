import ArgumentParser
import Foundation
import ViewEngine

/// What `resolve` and `render` share: which bundle and screen, its parameters and mock state,
/// and how to run it (fixtures or live, locale, time zone).
struct ScreenOptions: ParsableArguments {
    @Argument(help: "The bundle folder.")
    var bundle: String

    @Option(help: "The screen to show.")
    var screen: String

    @Option(help: "Screen parameters as a JSON object, e.g. '{\"podcastId\": 42}'.")
    var params: String?

    @Option(help: "A JSON file whose object is merged into the screen's state (mock API results), or the JSON itself ('{\"query\": \"jazz\"}'); its 'env' object into the app state.")
    var data: String?

    @OptionGroup var modules: ModuleOptions

    @OptionGroup var formatting: FormattingOptions

    @OptionGroup var allow: AllowOptions

    /// A running app showing the screen (its `onLoad` done), with the bundle's diagnostics.
    /// `runtime.issues` are left for the caller to print after rendering.
    /// Errors are printed; a bundle that cannot be read or a missing screen exits 1.
    @MainActor
    func open() async throws -> (runtime: AppRuntime, screen: ScreenID, diagnostics: Diagnostics) {
        let loaded = try BundleLoader().loadOrExit(folder: URL(fileURLWithPath: bundle))
        let diagnostics = BundleValidator().validate(loaded)
        for diagnostic in diagnostics.sorted where diagnostic.isError { printError(diagnostic.description) }
        guard loaded.screens[screen] != nil else {
            let known = loaded.screens.keys.sorted().joined(separator: ", ")
            printError("error: no screen '\(screen)' in \(bundle) (screens: \(known))")
            throw ExitCode(1)
        }
        let (parameters, written) = try parseParams()
        // Checked as a navigate action's are: a misspelt or missing parameter shows a blank screen.
        let wrongParameters = BundleValidator().checkParameters(parameters, source: written, forScreen: screen, in: loaded)
        for diagnostic in wrongParameters.sorted { printError(diagnostic.description) }
        if wrongParameters.all.contains(where: \.isError) { throw ExitCode(1) }
        var state = JSONObject()
        if let data {
            guard let object = try readJSONFile(data).objectValue else {
                printError("\(dataName(data)): error: --data must hold a JSON object")
                throw ExitCode(1)
            }
            state = object
        }
        // `env` is the app state, which the screen reads under its own: as screen state it would
        // hide every app-state value the file does not name.
        let appState = state["env"]
        state["env"] = nil
        if let appState, appState.objectValue == nil {
            printError("\(data.map(dataName) ?? "--data"): error: --data's 'env' must be a JSON object (members of the app state)")
            throw ExitCode(1)
        }
        let runtime = AppRuntime(bundle: loaded, environment: try formatting.environment())
        let options = try modules.resolved()
        // The app state `sdui serve` saved in a data folder named for the purpose, as the app
        // shows it; read only: rendering a screen never changes what the user saved.
        if modules.namesDataFolder {
            runtime.persistState(in: SavedStateReader(file: StateFile(dataFolder: options.dataFolder, appName: loaded.name)))
        }
        // Over the saved state too: the file says what to show.
        if let members = appState?.objectValue { runtime.mergeAppState(members) }
        for problem in DataSources.install(in: runtime, options: options) { printError("warning: \(problem)") }
        guard let id = await runtime.show(screen, params: parameters, state: state) else { throw ExitCode(1) }
        // Runtime issues are printed by the caller after rendering, which can add more.
        return (runtime, id, diagnostics)
    }

    /// Prints the runtime's issues but those `--allow` silences; called after rendering,
    /// because resolving reports problems with bound values too.
    @MainActor
    func printIssues(of runtime: AppRuntime) throws {
        let allowed = try allow.codes()
        for issue in runtime.issues where !allowed.contains(issue.code) { printError(issue.description) }
    }

    /// The `--params` object and where it is written (the option, for locating problems).
    private func parseParams() throws -> (JSONObject, SourceRef) {
        do {
            // Without the option, the parameters are `{}`: a required one missing is reported at `--params`.
            let root = try JSONDocument.parse(params ?? "{}", fileName: "--params").root
            guard let object = root.value.objectValue else {
                printError("error: --params must be a JSON object")
                throw ExitCode(1)
            }
            return (object, root.source)
        } catch let diagnostic as Diagnostic {
            printError(diagnostic.description)
            throw ExitCode(1)
        }
    }
}
