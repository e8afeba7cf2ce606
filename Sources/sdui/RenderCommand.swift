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

    @OptionGroup var target: ScreenOptions

    @Option(help: "html (a standalone page) or json (the render tree).")
    var format: Format = .html

    @Option(help: "The text size the HTML page is drawn at (Dynamic Type): xSmall … xxxLarge, accessibility1 … accessibility5.")
    var textSize: TextSize = .standard

    @MainActor
    func run() async throws {
        let (runtime, id, diagnostics) = try await target.open()
        let output: String
        switch format {
        case .json:
            output = JSONWriter.string(runtime.render(id).jsonValue(rowLimit: 100), pretty: true) + "\n"
        case .html:
            var options = WebRenderOptions()
            options.systemStrings = SystemStrings(locale: runtime.resolver.environment.locale.identifier)
            let page = WebRenderer(options: options).renderScreen(id, of: runtime)
            output = PageDocument.html(
                title: page.title, body: page.html, stylesheet: page.stylesheet, banner: DiagnosticsPanel.html(diagnostics.errors),
                language: LanguageTag(locale: runtime.resolver.environment.locale.identifier), textSize: textSize)
        }
        try target.printIssues(of: runtime)
        print(output, terminator: "")
    }
}
