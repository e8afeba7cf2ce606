import ArgumentParser
import Foundation
import ViewEngine
import WebRenderer

/// `sdui render BUNDLE --screen NAME --format html`: prints a standalone page of one screen
/// (for snapshots and CI); `--format json` prints the render tree like `resolve`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders one screen as a standalone HTML page (or its render tree as JSON).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, json
    }

    @Argument(help: "The bundle folder.")
    var bundle: String

    @Option(help: "The screen to render.")
    var screen: String

    @Option(help: "Screen parameters as a JSON object, e.g. '{\"podcastId\": 42}'.")
    var params: String?

    @Option(help: "A JSON file whose object is merged into the screen's state (mock API results).")
    var data: String?

    @Option(help: "html (a standalone page) or json (the render tree).")
    var format: Format = .html

    @Flag(help: "Use the real network APIs instead of the offline fixtures.")
    var live = false

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
        let diagnostics = BundleValidator().validate(loaded)
        for diagnostic in diagnostics.sorted where diagnostic.isError { printError(diagnostic.description) }
        guard loaded.screens[screen] != nil else {
            let known = loaded.screens.keys.sorted().joined(separator: ", ")
            printError("error: no screen '\(screen)' in \(bundle) (screens: \(known))")
            throw ExitCode(1)
        }
        let parameters = try parseParams()
        var state = JSONObject()
        if let data {
            guard let object = try readJSONFile(data).objectValue else {
                printError("\(data): error: --data must hold a JSON object")
                throw ExitCode(1)
            }
            state = object
        }
        let runtime = AppRuntime(bundle: loaded, environment: try formatting.environment())
        var options: DataSources.Options
        do {
            options = try DataSources.Options.fromEnvironment()
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if live { options.live = true }
        let (modules, problems) = DataSources.modules(for: loaded, options: options)
        for problem in problems { printError("warning: \(problem)") }
        for module in modules { module.install(in: runtime) }
        guard let id = await runtime.show(screen, params: parameters, state: state) else { throw ExitCode(1) }
        let output: String
        switch format {
        case .json:
            output = JSONWriter.string(runtime.render(id).jsonValue(rowLimit: 100), pretty: true) + "\n"
        case .html:
            let page = WebRenderer().renderScreen(id, of: runtime)
            output = PageDocument.html(title: page.title, body: page.html, banner: DiagnosticsPanel.html(diagnostics.errors))
        }
        // After rendering: resolving reports problems with bound values too.
        for issue in runtime.issues { printError("warning: \(issue)") }
        print(output, terminator: "")
    }

    private func parseParams() throws -> JSONObject {
        guard let params else { return [:] }
        do {
            guard let object = try JSONDocument.parse(params, fileName: "--params").root.value.objectValue else {
                printError("error: --params must be a JSON object")
                throw ExitCode(1)
            }
            return object
        } catch let diagnostic as Diagnostic {
            printError(diagnostic.description)
            throw ExitCode(1)
        }
    }
}
