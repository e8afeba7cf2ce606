import Foundation
import ViewDSLGenerator

// `generate-view-dsl FILE…`: run by the ViewDSL target's build plugin, which declares the files
// before they exist; writes DSLGenerator.buildFiles() to them, by name. Fails when the names
// are not the generator's, so a file it adds cannot go uncompiled. A file whose text is
// already there is not rewritten: an engine change that leaves the DSL alone recompiles nothing.
func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data("generate-view-dsl: error: \(message)\n".utf8))
    exit(status)
}

let destinations = CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0) }
guard !destinations.isEmpty else { fail("usage: generate-view-dsl FILE… (the files the plugin declares)", 2) }
let generated = DSLGenerator.buildFiles()
let declared = destinations.map(\.lastPathComponent)
guard declared.sorted() == generated.map(\.path).sorted() else {
    fail("the plugin declares \(declared.sorted()) but the generator writes \(generated.map(\.path).sorted()): update Plugins/ViewDSLPlugin/plugin.swift", 1)
}
do {
    for destination in destinations {
        guard let file = generated.first(where: { $0.path == destination.lastPathComponent }) else { continue }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data(file.text.utf8)
        if FileManager.default.contents(atPath: destination.path) != data { try data.write(to: destination) }
    }
} catch {
    fail("cannot write the generated DSL: \(error.localizedDescription)", 1)
}
