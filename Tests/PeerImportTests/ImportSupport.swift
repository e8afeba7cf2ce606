import Testing
import ViewEngine

@testable import PeerImport

/// Converts `text` (a file of `format`) into the screen `main`.
func imported(_ format: PeerFormat, _ text: String) throws -> ImportedFile {
    PeerImporter(format: format).convert(try JSONDocument.parse(text, fileName: "peer.json"), screenName: "main")
}

/// JSON text as a value, to compare converted nodes with (member order aside).
func json(_ text: String) throws -> JSONValue {
    try JSONDocument.parse(text).root.value
}

/// What our decoder says about converted JSON: empty when `sdui validate` would accept the node.
func problems(_ node: JSONValue?) throws -> [String] {
    guard let node else { return ["no node"] }
    var decoder = SchemaDecoder()
    _ = decoder.node(try JSONDocument.parse(JSONWriter.string(node), fileName: "converted.json").root)
    return decoder.diagnostics.all.map(\.description)
}

/// A feature of a peer format: its JSON and ours.
struct Feature: Sendable, CustomStringConvertible {
    let name: String
    let peer: String
    let ours: String
    var description: String { name }

    init(_ name: String, _ peer: String, _ ours: String) {
        self.name = name
        self.peer = peer
        self.ours = ours
    }
}

/// Converts the feature's peer JSON: it must give exactly ours, report nothing, and decode
/// without a diagnostic.
func expectConverts(_ feature: Feature, _ format: PeerFormat, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let file = try imported(format, feature.peer)
    #expect(file.screen == (try json(feature.ours)), "\(file.screen.map { JSONWriter.string($0) } ?? "nil")", sourceLocation: sourceLocation)
    #expect(file.diagnostics.all.map(\.description) == [], sourceLocation: sourceLocation)
    #expect(try problems(file.screen) == [], sourceLocation: sourceLocation)
}

/// The codes and JSON paths the conversion reports.
func reports(_ format: PeerFormat, _ text: String) throws -> [String] {
    try imported(format, text).diagnostics.all.map { "\($0.code.name) \($0.path?.description ?? "")" }
}
