import Foundation
import Testing
import TestSupport
import ViewEngine

@testable import PeerImport

/// Every restated README example (Tests/PeerFixtures) converts into a bundle the validator
/// accepts without a warning; `sdui`'s own tests render them (ImportCommandTests).
@Suite struct ReadmeExampleTests {
    static let fixtures: [String] = PeerFormat.allCases.flatMap { format in
        let folder = packageRoot.appendingPathComponent("Tests/PeerFixtures/\(format.rawValue)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(format.rawValue)/\($0)" }
    }

    @Test func thereAreFixturesForEveryFormat() {
        #expect(Self.fixtures.count == 32)
    }

    @Test(arguments: fixtures)
    func exampleConvertsIntoAValidBundle(_ fixture: String) throws {
        let format = try #require(PeerFormat(rawValue: String(fixture.prefix { $0 != "/" })))
        let url = packageRoot.appendingPathComponent("Tests/PeerFixtures/\(fixture)")
        let document = try JSONDocument.parse([UInt8](try Data(contentsOf: url)), fileName: fixture)
        let file = PeerImporter(format: format).convert(document, screenName: PeerImporter.screenName(forFile: fixture))
        // Only the text field's change action differs (SDUI0805); everything else converts exactly.
        #expect(file.diagnostics.all.allSatisfy { $0.code == .peerApproximation && fixture.hasSuffix("textfield.json") }, "\(file.diagnostics.all)")
        let files = PeerImporter.bundle([file], name: "Imported").map { (name: $0.path, bytes: Array(JSONWriter.string($0.json, pretty: true).utf8)) }
        let bundle = BundleLoader().load(files: files, bundleName: "Imported")
        #expect(BundleValidator().validate(bundle).all.map(\.description) == [])
    }
}
