import Foundation
import PreviewServer
import ViewEngine

// `web-demo-serve serve BUNDLE --port N`: `sdui serve` for the browser tests' demo bundle
// (Tests/Bundles/WebDemo) with its native module, WebDemoModule, a test fixture that the
// shipped `sdui` does not contain. Built by `swift build` next to `sdui`; Tests/Browser starts it.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, arguments[1] == "serve" else { fail("usage: web-demo-serve serve BUNDLE [--port N]") }
var port: UInt16 = 8080
if let index = arguments.firstIndex(of: "--port") {
    guard index + 1 < arguments.count, let value = UInt16(arguments[index + 1]) else { fail("--port needs a number") }
    port = value
}
let configuration = PreviewConfiguration(
    bundleFolder: URL(fileURLWithPath: arguments[2]), port: port, modules: [WebDemoModule()],
    environment: EvaluationEnvironment(locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "UTC") ?? .current),
    log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
let server: PreviewServer
do {
    server = try PreviewServer(configuration: configuration)
} catch {
    fail("error: \(error)")
}
async let serving: Void = server.run()
do {
    try await server.waitUntilListening()
} catch {
    fail("error: cannot listen on port \(port): \(error)")
}
// The same first line as `sdui serve`, which the browser tests wait for.
FileHandle.standardOutput.write(Data("Serving \(configuration.bundleFolder.lastPathComponent) at \(await server.url)\n".utf8))
do {
    try await serving
} catch {
    fail("error: the server stopped: \(error)")
}
