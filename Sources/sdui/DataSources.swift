import ArgumentParser
import BibleVerses
import Foundation
import NetworkTransport
import PodcastCatalog
import ViewEngine

/// The app modules the command line links in, by the name bundles use in `app.json`'s
/// `"modules"`, and their installation into a runtime.
enum DataSources {
    /// How modules are made: offline fixtures, or the live APIs.
    struct Options: Sendable {
        /// Use the real web APIs instead of the bundled fixtures.
        var live = false
        /// Where live responses are cached between runs (nil: memory only).
        var cacheFolder: URL?
        /// Where modules keep what the user saves (the Bible app's database), one subfolder
        /// per module. Stable by default, so a restarted server keeps favourites.
        var dataFolder: URL = Options.defaultDataFolder()
        /// The clock modules use (the daily verse); fixed with `SDUI_NOW` for screenshots.
        var now: @Sendable () -> Date = { Date() }
        /// The user's time zone for calendar days (the daily verse changes at its midnight).
        var timeZone: TimeZone = .current
        /// Seeds offline random picks (the Bible app's shuffle) for repeatable runs.
        var randomSeed: UInt64?
        /// Servers that replace modules' production APIs (`--source`, `SDUI_SOURCES`); a module
        /// with one calls it even without `live`.
        var sources = SourceBaseURLs()

        /// From the environment: `SDUI_LIVE=1` switches every module to its live API,
        /// `SDUI_CACHE` names a cache folder, `SDUI_DATA_DIR` the data folder, `SDUI_NOW`
        /// (ISO 8601) freezes the clock (the modules' here; `FormattingOptions` reads it for
        /// `$.today` and `$.now`), `SDUI_TIME_ZONE` sets the time zone and
        /// `SDUI_RANDOM_SEED` (a number) makes random picks repeatable, and `SDUI_SOURCES`
        /// (`NAME=URL,…`) points modules at other servers.
        /// ``fromEnvironment(_:)`` for commands: a bad variable is printed and exits 1.
        static func fromEnvironmentOrExit() throws -> Options {
            do {
                return try fromEnvironment()
            } catch {
                printError("error: \(error)")
                throw ExitCode(1)
            }
        }

        static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Options {
            var options = Options()
            options.live = ["1", "true", "yes"].contains(environment["SDUI_LIVE"]?.lowercased() ?? "")
            options.cacheFolder = environment["SDUI_CACHE"].map { URL(fileURLWithPath: $0) }
            if let folder = environment["SDUI_DATA_DIR"], !folder.isEmpty {
                options.dataFolder = URL(fileURLWithPath: folder)
            } else {
                options.dataFolder = defaultDataFolder(environment)
            }
            if let text = environment["SDUI_NOW"], !text.isEmpty {
                guard let date = ISO8601DateFormatter().date(from: text) else {
                    throw OptionsError.notATime(text)
                }
                options.now = { date }
            }
            if let name = environment["SDUI_TIME_ZONE"], !name.isEmpty {
                guard let zone = TimeZone(identifier: name) else { throw OptionsError.unknownTimeZone(name) }
                options.timeZone = zone
            }
            if let text = environment["SDUI_RANDOM_SEED"], !text.isEmpty {
                guard let seed = UInt64(text) else { throw OptionsError.notASeed(text) }
                options.randomSeed = seed
            }
            do {
                options.sources = try SourceBaseURLs.fromEnvironment(environment)
            } catch {
                throw OptionsError.badSource(error)
            }
            return options
        }

        /// `$XDG_DATA_HOME/sdui`, else `$HOME/.local/share/sdui`, as XDG tools resolve them: a
        /// relative `XDG_DATA_HOME` is ignored (the XDG base directory rules), and `$HOME` wins
        /// over the account's home because Foundation's `homeDirectoryForCurrentUser` reads
        /// the password database on Linux, so `HOME=/tmp/x sdui serve` would write elsewhere.
        static func defaultDataFolder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
            if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
                return URL(fileURLWithPath: xdg).appendingPathComponent("sdui")
            }
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            return (home ?? FileManager.default.homeDirectoryForCurrentUser).appendingPathComponent(".local/share/sdui")
        }
    }

    /// A malformed `SDUI_…` variable, with what it held.
    enum OptionsError: Error, Hashable, CustomStringConvertible {
        case notATime(String)
        case unknownTimeZone(String)
        case notASeed(String)
        case badSource(SourceBaseURLError)

        var description: String {
            switch self {
            case .notATime(let text): return "SDUI_NOW must be an ISO 8601 time such as 2025-11-22T09:00:00Z; got '\(text)'"
            case .unknownTimeZone(let name): return "SDUI_TIME_ZONE: unknown time zone '\(name)'"
            case .notASeed(let text): return "SDUI_RANDOM_SEED must be a whole number; got '\(text)'"
            case .badSource(let error): return "\(SourceBaseURLs.environmentVariable): \(error)"
            }
        }
    }

    /// Known modules by name.
    static let known: [String: @Sendable (Options) throws -> any AppModule] = [
        "podcasts": { options in
            try PodcastsModule(live: options.live, cacheFolder: options.cacheFolder, baseURL: options.sources.url(for: "podcasts"))
        },
        "bible-verses": { options in
            try BibleModule(
                live: options.live, databasePath: BibleModule.databasePath(in: options.dataFolder), now: options.now,
                timeZone: options.timeZone, random: options.randomSeed.map { SeededRandomSource(seed: $0) } ?? SystemRandomSource(),
                baseURL: options.sources.url(for: "bible-verses"))
        },
        // Tests/Bundles/WebDemo's "web-demo" module is a test fixture: Tests/WebDemoServer serves that bundle.
    ]

    /// The modules `bundle` names that sdui has, made with `options`, and a problem for each
    /// `--source` the bundle has no module for and each module that failed to start.
    static func modules(for bundle: AppBundle, options: Options) -> (modules: [any AppModule], problems: [String]) {
        var modules: [any AppModule] = []
        var problems: [String] = []
        for name in options.sources.urls.keys.sorted() where !bundle.modules.contains(name) {
            problems.append("--source \(name)=…: the bundle has no module '\(name)' (it has: \(bundle.modules.joined(separator: ", ")))")
        }
        for name in bundle.modules {
            // A module sdui does not have is the runtime's to report (SDUI1005, silenceable with
            // --allow), once, in the shape of every other problem of the bundle.
            guard let make = known[name] else { continue }
            do {
                modules.append(try make(options))
            } catch {
                problems.append("the module '\(name)' could not start: \(error)")
            }
        }
        return (modules, problems)
    }

    /// Installs on `runtime` the modules its bundle names, made with `options`, through the
    /// runtime's own ``AppRuntime/install(modulesFrom:)`` (which also reports each missing one
    /// as a runtime issue, SDUI1005). Returns the problems ``modules(for:options:)`` found (a
    /// `--source` without its module, a module that failed to start), for the command to print:
    /// the CLI's screens get their modules here and nowhere else.
    @MainActor
    static func install(in runtime: AppRuntime, options: Options) -> [String] {
        let (modules, problems) = modules(for: runtime.bundle, options: options)
        runtime.install(modulesFrom: modules)
        return problems
    }
}

/// Where the modules of `serve`, `render` and `resolve` get their data, over the `SDUI_*`
/// environment: fixtures or the live APIs, the folder for what users save, other servers.
struct ModuleOptions: ParsableArguments {
    @Flag(help: "Use the real network APIs instead of the offline fixtures (also SDUI_LIVE=1).")
    var live = false

    @Option(help: "Where modules keep what the user saves, e.g. the Bible app's favourites, and `serve` the app's persisted state (also SDUI_DATA_DIR; default ~/.local/share/sdui). Named for render or resolve, they show the state saved there, read only.")
    var dataDir: String?

    /// Whether the data folder was named (`--data-dir` or `SDUI_DATA_DIR`) rather than the
    /// default: only then do `render` and `resolve` show its saved state, so their output
    /// never depends on what some earlier preview left in the home folder.
    var namesDataFolder: Bool {
        dataDir != nil || ProcessInfo.processInfo.environment["SDUI_DATA_DIR"] != nil
    }

    @OptionGroup var sources: SourceOptions

    /// The environment's options with the command line's on top; a bad value exits.
    func resolved() throws -> DataSources.Options {
        var options = try DataSources.Options.fromEnvironmentOrExit()
        if live { options.live = true }
        if let dataDir { options.dataFolder = URL(fileURLWithPath: dataDir) }
        try sources.apply(to: &options)
        return options
    }
}

/// `--source NAME=URL` (repeatable), for the commands that run modules.
struct SourceOptions: ParsableArguments {
    @Option(
        name: .customLong("source"),
        help: ArgumentHelp(
            "Point a module at another server: NAME=URL, e.g. podcasts=http://127.0.0.1:8000 (repeatable; also SDUI_SOURCES).",
            valueName: "name=url"))
    var sources: [String] = []

    /// Adds the options to `options` (over `SDUI_SOURCES`); a malformed one exits 2.
    func apply(to options: inout DataSources.Options) throws {
        var given = SourceBaseURLs()
        for text in sources {
            do {
                try given.add(text)
            } catch {
                throw ValidationError("--source: \(error)")
            }
        }
        options.sources = options.sources.merging(given)
    }
}
