import ArgumentParser
import Foundation
import ViewEngine

/// `sdui schema`: prints the JSON Schema of bundle files, generated from the catalogue.
/// `Docs/sdui.schema.json` is this output; a test keeps the two equal.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema (draft 2020-12) of bundle files, generated from the node and modifier catalogue.")

    @Option(help: "Write the schema to this file instead of printing it.")
    var out: String?

    func run() throws {
        let text = JSONWriter.string(BundleSchema.document(), pretty: true) + "\n"
        guard let out else {
            print(text, terminator: "")
            return
        }
        if let mismatch = OutputPath.file.mismatch(at: out) {
            printError("\(out): error: \(mismatch)")
            throw ExitCode(1)
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: out))
        } catch {
            printError("\(out): error: cannot write the schema: \(ErrorText.reason(error))")
            throw ExitCode(1)
        }
    }
}
