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

    @Argument(help: "The bundle folder (with --remote: the bundle shown when nothing valid is cached, optional).")
    var bundle: String?

    @OptionGroup var remote: RemoteOptions

    @Option(help: "The address to listen on. Only this machine can connect to the default.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8080

    @Option(help: "Browser sessions kept at once; the least recently used beyond this are dropped.")
    var maxSessions = 256

    @OptionGroup var modules: ModuleOptions

    @OptionGroup var formatting: FormattingOptions

    @OptionGroup var allow: AllowOptions

    @Option(help: "The text size pages start at (Dynamic Type): xSmall … xxxLarge, accessibility1 … accessibility5; the page's control changes it.")
    var textSize: TextSize = .standard

    @Flag(help: "Delete the app state earlier previews saved (app.json's \"persist\" keys) before serving, so the app starts from its seeds.")
    var resetState = false

    func validate() throws {
        // What a name resolver would turn into a late, unclear "cannot listen" error.
        let isIPv4WithPort = host.contains(".") && host.filter { $0 == ":" }.count == 1
        if host.isEmpty || host.contains(where: \.isWhitespace) || isIPv4WithPort || host.hasSuffix(".") {
            throw ValidationError("--host takes an address or a name such as 127.0.0.1, ::1 or 0.0.0.0, without a port (that is --port); got '\(Excerpt.escapingControls(host))'")
        }
        // The store would quietly keep one anyway; say so rather than run other than asked.
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions takes a whole number of at least 1; got \(maxSessions)") }
    }

    @MainActor
    func run() async throws {
        // The modules come from the bundle as it is at start; a module added later needs a restart.
        let options = try modules.resolved()
        let folder: URL
        let loaded: AppBundle
        var remotePreview: RemotePreview?
        let slot = ServerSlot()
        if let url = remote.remote {
            let source = try RemoteServe.open(url: url, cacheDir: remote.cacheDir, publicKeyFile: remote.publicKey, fallbackFolder: bundle, dataFolder: options.dataFolder)
            let (bundle, status) = await source.refresh()
            (folder, loaded) = (source.assetFolder, bundle)
            remotePreview = source.preview(initialStatus: status, slot: slot)
            printError(status)
        } else {
            guard let bundle else { throw ValidationError("give a bundle folder, or --remote URL") }
            folder = URL(fileURLWithPath: bundle)
            loaded = try BundleLoader().loadOrExit(folder: folder)
        }
        try SavedStateNotice(file: StateFile(dataFolder: options.dataFolder, appName: loaded.name), bundle: loaded).apply(reset: resetState)
        let found = DataSources.modules(for: loaded, options: options)
        for problem in found.problems { printError("warning: \(problem)") }
        var configuration = PreviewConfiguration(
            bundleFolder: folder, host: host, port: port, modules: found.modules, environment: try formatting.environment(),
            maxSessions: max(1, maxSessions), initialBundle: loaded, remote: remotePreview, log: { message in printError(message) })
        configuration.stateFolder = options.dataFolder
        configuration.textSize = textSize
        configuration.allowedCodes = try allow.codes()
        let server: PreviewServer
        do {
            server = try PreviewServer(configuration: configuration)
            slot.server = server
        } catch {
            printError("error: \(error)")
            throw ExitCode(1)
        }
        async let serving: Void = server.run()
        do {
            try await server.waitUntilListening()
        } catch {
            printError("error: cannot listen on \(host) port \(port): \(error)")
            throw ExitCode(1)
        }
        if !WebAddress.isLoopback(host: host) {
            printError("warning: listening on \(host): other machines can reach this preview")
        }
        let url = await server.url
        // Written unbuffered, so a script that waits for the URL sees it at once. Standard
        // output closed already (`sdui serve … | true`) is said on standard error, and the
        // server runs on: `FileHandle.write(_:)` would trap.
        let banner = """
            Serving \(remote.remote ?? folder.lastPathComponent)\(options.live ? " (live APIs)" : options.sources.urls.isEmpty ? " (offline fixtures)" : " (sources: \(options.sources.urls.keys.sorted().joined(separator: ", ")))") at \(url)
            Open that URL in a browser; press Ctrl-C to stop.

            """
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(banner.utf8))
        } catch {
            printError("sdui: standard output cannot be written to (closed?); serving at \(url)")
        }
        do {
            try await serving
        } catch {
            printError("error: the server stopped: \(error)")
            throw ExitCode(1)
        }
    }
}
