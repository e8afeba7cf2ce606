import ArgumentParser
import Foundation
import PreviewServer
import ViewEngine

/// `sdui serve BUNDLE`: runs the app in the browser, one runtime per browser session, and
/// reloads the page when a JSON file of the bundle changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves a JSON app as a web preview (open the printed URL in a browser).")

    @Argument(help: "The bundle folder.")
    var bundle: String

    @Option(help: "The address to listen on. Only this machine can connect to the default.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8080

    @Option(help: "Browser sessions kept at once; the least recently used beyond this are dropped.")
    var maxSessions = 256

    @Flag(help: "Use the real network APIs instead of the offline fixtures (also SDUI_LIVE=1).")
    var live = false

    @Option(help: "Where modules keep what the user saves, e.g. the Bible app's favourites (also SDUI_DATA_DIR; default ~/.local/share/sdui).")
    var dataDir: String?

    @OptionGroup var formatting: FormattingOptions

    @MainActor
    func run() async throws {
        let folder = URL(fileURLWithPath: bundle)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            printError("error: no bundle folder at '\(bundle)'")
            throw ExitCode(1)
        }
        // The modules come from the bundle as it is now; a module added later needs a restart.
        var options = try DataSources.Options.fromEnvironmentOrExit()
        if live { options.live = true }
        if let dataDir { options.dataFolder = URL(fileURLWithPath: dataDir) }
        let modules: [any AppModule]
        let loaded: AppBundle
        do {
            loaded = try BundleLoader().load(folder: folder)
            let found = DataSources.modules(for: loaded, options: options)
            for problem in found.problems { printError("warning: \(problem)") }
            modules = found.modules
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
        let configuration = PreviewConfiguration(
            bundleFolder: folder, host: host, port: port, modules: modules, environment: try formatting.environment(),
            maxSessions: max(1, maxSessions), initialBundle: loaded, log: { message in printError(message) })
        let server: PreviewServer
        do {
            server = try PreviewServer(configuration: configuration)
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        if host != "127.0.0.1" && host != "localhost" && host != "::1" {
            printError("warning: listening on \(host): other machines can reach this preview")
        }
        async let serving: Void = server.run()
        do {
            try await server.waitUntilListening()
        } catch {
            printError("error: cannot listen on \(host):\(port): \(error)")
            throw ExitCode(1)
        }
        let url = await server.url
        // Written unbuffered, so a script that waits for the URL sees it at once.
        FileHandle.standardOutput.write(Data("""
            Serving \(folder.lastPathComponent)\(live ? " (live APIs)" : " (offline fixtures)") at \(url)
            Open that URL in a browser; press Ctrl-C to stop.

            """.utf8))
        do {
            try await serving
        } catch {
            printError("error: the server stopped: \(error)")
            throw ExitCode(1)
        }
    }
}
