import ArgumentParser
import ViewEngine
import Foundation

/// The `sdui` command line: validate, evaluate, resolve, render, serve and benchmark JSON apps.
@main
struct SDUI: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdui",
        abstract: "Tools for SerializableSwiftUI JSON apps.",
        subcommands: [
            ValidateCommand.self, EvalCommand.self, ResolveCommand.self, RenderCommand.self, ServeCommand.self, BenchCommand.self,
            DocsCommand.self, SchemaCommand.self, DSLCommand.self, GalleryCommand.self, ImportCommand.self, PublishCommand.self, KeygenCommand.self,
            CompatCommand.self,
        ])

    /// Exit codes: 0 success, 1 problems found in the input, 2 wrong usage.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            StandardError.writeLine(fullMessage(for: error))
            Foundation.exit(2)
        }
    }
}

/// Prints to standard error.
func printError(_ text: String) {
    StandardError.writeLine(text)
}

/// Options shared by commands that evaluate expressions.
struct FormattingOptions: ParsableArguments {
    @Option(help: "Locale for dates and string tables (strings/<locale>.json), e.g. en_US, de_DE or ar; also the page's lang and direction.")
    var locale = "en_US_POSIX"

    @Option(help: "Time zone for dates, e.g. UTC or Europe/Berlin.")
    var timeZone = "UTC"

    @Option(help: "The time $.today and $.now read, ISO 8601 (2026-12-05T09:00:00Z), for repeatable runs; also SDUI_NOW. The machine's clock by default.")
    var now: String?

    func environment() throws -> EvaluationEnvironment {
        guard let zone = TimeZone(identifier: timeZone) else {
            throw ValidationError("unknown time zone '\(timeZone)'")
        }
        // A language (2–8 letters), then parts of letters and digits: `de_DE`, `zh-Hant-TW`,
        // `en_US_POSIX`. Anything else (`../../etc`) would become the page's lang and a menu entry.
        let parts = locale.split(separator: "_", omittingEmptySubsequences: false).flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else {
            throw ValidationError("--locale '\(Excerpt.escapingControls(locale))' is no locale identifier; write one such as en_US, de_DE or ar")
        }
        // The same frozen time as the modules' clock (`SDUI_NOW`), unless --now says otherwise.
        var clock: @Sendable () -> Date = { Date() }
        if let frozen = now ?? ProcessInfo.processInfo.environment["SDUI_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let instant = ISO8601DateFormatter().date(from: frozen) else {
                throw ValidationError("--now (or SDUI_NOW) must be an ISO 8601 time such as 2026-12-05T09:00:00Z; got '\(Excerpt.escapingControls(frozen))'")
            }
            clock = { instant }
        }
        return EvaluationEnvironment(locale: Locale(identifier: locale), timeZone: zone, now: clock)
    }
}

/// How messages name a `--data` argument: the file's path, or `<data>` for JSON written on the
/// command line (`--data '{"count": 3}'`: it starts like JSON and no file has that name).
func dataName(_ argument: String) -> String {
    guard let first = argument.first(where: { !$0.isWhitespace }), first == "{" || first == "[", !FileManager.default.fileExists(atPath: argument) else {
        return argument
    }
    return "<data>"
}

/// Reads a JSON data file for `--data` (or the JSON itself, written on the command line), with a
/// located error on failure.
func readJSONFile(_ path: String) throws -> JSONValue {
    let url = URL(fileURLWithPath: path)
    let data: Data
    if dataName(path) != path {
        do {
            return try JSONDocument.parse(Array(path.utf8), fileName: dataName(path)).root.value
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
    }
    do throws(FileReadError) {
        data = try FileContents.readFileOrStream(url, limit: 64 << 20)
    } catch {
        printError("\(path): error: \(error.message)")
        throw ExitCode(1)
    }
    do {
        return try JSONDocument.parse([UInt8](data), fileName: path).root.value
    } catch {
        printError(error.description)
        throw ExitCode(1)
    }
}
