import ArgumentParser
import Foundation
import PeerImport
import ViewEngine

/// `sdui import --from FORMAT FILE… [--out DIR]`: converts other SwiftUI JSON formats into a
/// bundle of ours, reporting on standard error (as `validate` prints) everything that has no
/// counterpart. The converters live in PeerImport; this only reads, writes and checks.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Converts SwiftSDUI, SwiftUIML or JSONToSwiftUI JSON into this format; exits 1 when something could not be converted.")

    @Option(help: "The format of the files: swiftsdui, swiftuiml or jsontoswiftui.")
    var from: PeerFormat

    @Argument(help: "The files to convert; each becomes a screen named after it.")
    var files: [String]

    @Option(help: "Write a bundle here (app.json and screens/); without it, one file's screen is printed.")
    var out: String?

    @Flag(help: "Write into a --out folder that already holds files (its app.json and same-named screens are replaced).")
    var force = false

    func validate() throws {
        if out == nil && files.count > 1 { throw ValidationError("several files need --out DIR: each becomes a screen of one bundle") }
        // An import writes a new bundle: over an existing one it would replace app.json unasked.
        if let out, FileManager.default.fileExists(atPath: out) {
            if let mismatch = OutputPath.folder.mismatch(at: out) { throw ValidationError("--out \(out) \(mismatch)") }
            if !force, try !FileManager.default.contentsOfDirectory(atPath: out).isEmpty {
                throw ValidationError("--out \(out) already holds files; choose a new folder, or pass --force to write over its app.json and screens")
            }
        }
        // Two files whose names read as one screen name would silently keep only the last.
        var firstFile: [String: String] = [:]
        for path in files {
            let screen = PeerImporter.screenName(forFile: path)
            if let other = firstFile[screen] {
                throw ValidationError("\(other) and \(path) would both become the screen '\(screen)'; rename one")
            }
            firstFile[screen] = path
        }
    }

    func run() throws {
        let importer = PeerImporter(format: from)
        var imported: [ImportedFile] = []
        var problems = Diagnostics()
        var firstTabView: String?
        for path in files {
            guard FileManager.default.fileExists(atPath: path) else { throw ValidationError("no such file: \(path)") }
            guard let document = BundleLoader().read(URL(fileURLWithPath: path), name: path, into: &problems) else { continue }
            let file = importer.convert(document, screenName: PeerImporter.screenName(forFile: path))
            problems.append(contentsOf: file.diagnostics)
            imported.append(file)
            guard file.tabBar != nil, out != nil else { continue }
            if let firstTabView {
                let message = "an app has one root tab view, and \(firstTabView)'s is it: this file's tab bar is left out (its tabs are written as screens)"
                problems.append(Diagnostic(.peerApproximation, message, file: path, location: .init(line: 1, column: 1)))
            }
            firstTabView = firstTabView ?? path
        }
        if let out {
            problems.append(contentsOf: try write(PeerImporter.bundle(imported, name: URL(fileURLWithPath: out).lastPathComponent), to: out))
        } else if let file = imported.first {
            if let screen = file.screen {
                print(JSONWriter.string(screen, pretty: true))
            } else if file.tabBar != nil {
                printError("error: \(files[0]) is a tab view; its tabs become screens: write them with --out DIR")
                throw ExitCode(1)
            } else if !problems.hasErrors {
                problems.append(Diagnostic(.peerNotANode, "nothing in the file could be converted", file: files[0], location: .init(line: 1, column: 1)))
            }
        }
        // Without --out nothing is written, so a file that converted to nothing fails here
        // with the reason its diagnostics give (not "a tab view", which it is not).
        for diagnostic in problems.sorted { printError(diagnostic.description) }
        if problems.hasErrors { throw ExitCode(1) }
    }

    /// Writes the bundle, then checks it as `sdui validate` would: a conversion that does not
    /// validate is a converter bug, reported rather than left for the user to find.
    private func write(_ bundle: [(path: String, json: JSONValue)], to folder: String) throws -> Diagnostics {
        let root = URL(fileURLWithPath: folder)
        for file in bundle {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((JSONWriter.string(file.json, pretty: true) + "\n").utf8).write(to: url)
        }
        return try ValidateCommand.validateBundle(root, only: nil)
    }
}

extension PeerFormat: ExpressibleByArgument {}
