import ArgumentParser
import Foundation
import ViewDSLGenerator
import ViewEngine

/// `sdui dsl --out FOLDER`: writes the Swift DSL's node structs, modifier functions and choice
/// types, generated from the catalogue, a file per declaration, for reading them. The build
/// generates the same code itself (the ViewDSL plugin); `--check` says which files differ.
struct DSLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dsl",
        abstract: "Writes the ViewDSL module's generated sources (a struct per node type, a function per modifier), which the build generates itself, to read them.")

    @Option(help: "The folder to write; generated files no longer produced are removed.")
    var out: String

    @Flag(help: "Write nothing; exit 1 naming each file that differs from a fresh generation.")
    var check = false

    func run() throws {
        if let mismatch = OutputPath.folder.mismatch(at: out) {
            printError("\(out): error: \(mismatch)")
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: out)
        // The build generates these into the ViewDSL target; a copy written among its sources
        // would declare everything twice and break the build.
        let target = folder.standardizedFileURL.path
        if target.hasSuffix("/Sources/ViewDSL") || target.contains("/Sources/ViewDSL/") {
            printError("\(out): error: inside the ViewDSL target's sources, which the build already generates; write the files elsewhere to read them")
            throw ExitCode(1)
        }
        let files = DSLGenerator.files()
        let existing = existingGeneratedFiles(in: folder)
        // Generated files below a folder the generator never writes mean `--out` names a folder
        // above the generated one (`--out Sources/ViewDSL`): removing them as stale would delete
        // the real ones, so nothing is touched.
        let ownTops = Set(files.map { Self.top($0.path) })
        let foreign = existing.filter { $0.contains("/") && !ownTops.contains(Self.top($0)) }
        guard foreign.isEmpty else {
            printError(
                "\(out): error: holds generated DSL files at other places than `sdui dsl` writes (\(foreign.prefix(3).joined(separator: ", "))…); "
                    + "--out must name the folder that holds \(ownTops.sorted().joined(separator: ", "))")
            throw ExitCode(1)
        }
        // Generated files none of which is in a folder (or a top-level file) the generator writes
        // mean `--out` names a folder inside the generated one (`--out Generated/Nodes`): all
        // would count as stale.
        let written = Set(files.map(\.path))
        guard existing.isEmpty || existing.contains(where: { ownTops.contains(Self.top($0)) }) else {
            printError(
                "\(out): error: holds generated DSL files, none of them where `sdui dsl` writes one (\(existing.prefix(3).joined(separator: ", "))…); "
                    + "--out must name the folder that holds \(ownTops.sorted().joined(separator: ", "))")
            throw ExitCode(1)
        }
        let stale = existing.filter { !written.contains($0) }
        if check {
            var differing = stale.map { "\($0): no longer generated" }
            for file in files where FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path) != Data(file.text.utf8) {
                differing.append("\(file.path): differs from a fresh generation")
            }
            guard differing.isEmpty else {
                for line in differing { printError("\(out)/\(line)") }
                printError("run `swift run sdui dsl --out \(out)`")
                throw ExitCode(1)
            }
            return
        }
        do {
            for path in stale { try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
        } catch {
            printError("\(out): error: cannot write the DSL sources: \(ErrorText.readable(error))")
            throw ExitCode(1)
        }
    }

    /// The first component of a relative path (`Nodes` of `Nodes/Alert.swift`).
    static func top(_ path: String) -> String {
        String(path.split(separator: "/", maxSplits: 1).first ?? "")
    }

    /// Swift files under `folder` that start with the generator's header (so hand-written
    /// files beside them are never removed), relative to `folder`.
    private func existingGeneratedFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                String(decoding: data, as: UTF8.self).hasPrefix(DSLGenerator.header)
            else { continue }
            found.append(path)
        }
        return found.sorted()
    }
}
