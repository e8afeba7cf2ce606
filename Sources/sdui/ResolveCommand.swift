import ArgumentParser
import Foundation
import ViewEngine

/// `sdui resolve BUNDLE --screen NAME`: prints the screen's resolved render tree as JSON.
struct ResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Prints the resolved render tree of one screen as JSON.")

    @Argument(help: "The bundle folder.")
    var bundle: String

    @Option(help: "The screen to resolve.")
    var screen: String

    @Option(help: "Screen parameters as a JSON object, e.g. '{\"podcastId\": 42}'.")
    var params: String?

    @Option(help: "A JSON file whose object is merged into the screen's state (mock API results).")
    var data: String?

    @Option(help: "Expand at most this many rows of each list.")
    var rows = Int.max

    @OptionGroup var formatting: FormattingOptions

    @MainActor
    func run() async throws {
        let loaded: AppBundle
        do {
            loaded = try BundleLoader().load(folder: URL(fileURLWithPath: bundle))
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        for diagnostic in loaded.diagnostics.sorted where diagnostic.isError { printError(diagnostic.description) }
        guard loaded.screens[screen] != nil else {
            let known = loaded.screens.keys.sorted().joined(separator: ", ")
            printError("error: no screen '\(screen)' in \(bundle) (screens: \(known))")
            throw ExitCode(1)
        }
        var parameters = JSONObject()
        if let params {
            do {
                guard let object = try JSONDocument.parse(params, fileName: "--params").root.value.objectValue else {
                    printError("error: --params must be a JSON object")
                    throw ExitCode(1)
                }
                parameters = object
            } catch let diagnostic as Diagnostic {
                printError(diagnostic.description)
                throw ExitCode(1)
            }
        }
        var state = JSONObject()
        if let data {
            guard let object = try readJSONFile(data).objectValue else {
                printError("\(data): error: --data must hold a JSON object")
                throw ExitCode(1)
            }
            state = object
        }
        let runtime = AppRuntime(bundle: loaded, environment: try formatting.environment())
        DataSources.register(in: runtime, bundle: loaded)
        guard let id = await runtime.show(screen, params: parameters, state: state) else {
            throw ExitCode(1)
        }
        let output = JSONWriter.string(runtime.render(id).jsonValue(rowLimit: rows), pretty: true)
        // After resolving: bound values that do not fit are reported while resolving.
        for issue in runtime.issues { printError("warning: \(issue)") }
        print(output)
    }
}
