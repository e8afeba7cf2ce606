import Foundation
import ViewDSLGenerator

// `generate-view-dsl OUT_DIR`: run by the ViewDSL target's build plugin; writes the generated
// DSL (DSLGenerator.buildFiles()) into OUT_DIR. A file whose text is already there is not
// rewritten, so an engine change that leaves the DSL alone does not recompile it.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let out = arguments.first else {
    FileHandle.standardError.write(Data("usage: generate-view-dsl OUT_DIR\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: out)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in DSLGenerator.buildFiles() {
        let url = folder.appendingPathComponent(file.path)
        let data = Data(file.text.utf8)
        if FileManager.default.contents(atPath: url.path) != data { try data.write(to: url) }
    }
} catch {
    FileHandle.standardError.write(Data("\(out): error: cannot write the generated DSL: \(error.localizedDescription)\n".utf8))
    exit(1)
}
