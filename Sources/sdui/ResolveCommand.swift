import ArgumentParser
import Foundation
import ViewEngine

/// `sdui resolve BUNDLE --screen NAME`: prints the screen's resolved render tree as JSON.
struct ResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Prints the resolved render tree of one screen as JSON.")

    @OptionGroup var target: ScreenOptions

    @Option(help: "Expand at most this many rows of each list.")
    var rows = Int.max

    func validate() throws {
        guard rows >= 0 else { throw ValidationError("--rows takes a number of rows, 0 or more; got \(rows)") }
    }

    @MainActor
    func run() async throws {
        let (runtime, id, _) = try await target.open()
        let tree = JSONWriter.string(runtime.render(id).jsonValue(rowLimit: rows), pretty: true)
        try target.printIssues(of: runtime)
        print(tree)
    }
}
