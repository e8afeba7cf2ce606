import ArgumentParser
import Foundation
import ViewEngine
import WebRenderer

/// `sdui validate PATH…`: prints every problem as `FILE:LINE:COL: error|warning: MESSAGE [CODE]`.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks bundles or single JSON files; exits 1 when there are errors.")

    @Argument(help: "Bundle folders or .json files.")
    var paths: [String]

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @OptionGroup var allow: AllowOptions

    func run() throws {
        let allowed = try allow.codes()
        var errors = 0
        var warnings = 0
        for path in paths {
            let diagnostics = try Self.diagnostics(for: path)
            for diagnostic in diagnostics.sorted where !allowed.contains(diagnostic.code) {
                print(diagnostic.description)
                if diagnostic.isError { errors += 1 } else { warnings += 1 }
            }
        }
        // The count (or that there is nothing to count) goes to standard error, so standard
        // output holds only the problems, one a line, for editors and scripts. The problems are
        // flushed first, so where both go to one terminal or file the count comes last.
        fflush(nil)
        if errors + warnings > 0 {
            printError("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        } else {
            printError("no problems in \(paths.joined(separator: ", "))")
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }

    static func diagnostics(for path: String) throws -> Diagnostics {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("no such file or folder: \(path)")
        }
        if isDirectory.boolValue { return try validateBundle(url, only: nil) }
        // A file inside a bundle is checked with its bundle, so references resolve.
        let folder = url.deletingLastPathComponent()
        for (candidate, relative) in [(folder, url.lastPathComponent), (folder.deletingLastPathComponent(), "screens/" + url.lastPathComponent)]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("app.json").path) {
            if relative.hasPrefix("screens/") && folder.lastPathComponent != "screens" { continue }
            return try validateBundle(candidate, only: relative)
        }
        return validateFile(url)
    }

    static func validateBundle(_ folder: URL, only file: String?) throws -> Diagnostics {
        let bundle: AppBundle
        do {
            bundle = try BundleLoader().load(folder: folder)
        } catch {
            return Diagnostics([error])
        }
        let all = BundleValidator(symbols: SymbolMap.coverage).validate(bundle)
        guard let file else { return all }
        return Diagnostics(all.all.filter { $0.file == file })
    }

    /// A lone file: syntax and schema, by its name (theme, components, app, screens) or as a node.
    static func validateFile(_ url: URL) -> Diagnostics {
        let name = url.lastPathComponent
        var diagnostics = Diagnostics()
        // The same reader and size limit as bundles: a 100 MB file is refused before reading.
        guard let document = BundleLoader().read(url, name: url.path, into: &diagnostics) else { return diagnostics }
        var decoder = SchemaDecoder()
        switch name {
        case "theme.json": _ = decoder.theme(document.root)
        case "components.json": _ = decoder.components(document.root)
        case "app.json": _ = decoder.appDefinition(document.root)
        case "screens.json": _ = decoder.screens(document.root)
        default: _ = decoder.screen(named: url.deletingPathExtension().lastPathComponent, document.root)
        }
        return decoder.diagnostics
    }
}
