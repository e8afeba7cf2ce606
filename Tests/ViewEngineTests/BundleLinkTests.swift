import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// A bundle reads only files inside its folder: a link that leads out (to a secret the
/// bundle could show, or send in an image URL) is refused where it is, while links inside
/// the folder work.
@Suite struct BundleLinkTests {
    @Test func filesLinkedFromOutsideTheBundleAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("outside/secret.json", #"{"token": "s3cret"}"#)
        try folder.write("bundle/app.json", #"{"name": "Links", "root": "home", "state": {"cfg": {"$data": "cfg"}}}"#)
        try folder.write("bundle/screens/home.json", #"{"type": "text", "content": "${$.env.cfg.token}"}"#)
        try folder.write("bundle/data/kept.json", "{}")
        let bundle = folder.url.appendingPathComponent("bundle")
        try FileManager.default.createSymbolicLink(
            atPath: bundle.appendingPathComponent("data/cfg.json").path, withDestinationPath: "../../outside/secret.json")
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("screens/alias.json").path, withDestinationPath: "home.json")

        let loaded = try BundleLoader().load(folder: bundle)
        let refused = loaded.diagnostics.all.filter { $0.code == .unreadableFile }
        #expect(refused.map(\.file) == ["data/cfg.json"], "\(loaded.diagnostics.all)")
        #expect(refused.first?.message == "is a symbolic link to a file outside the bundle folder, which a bundle may not read; copy the file into the bundle")
        #expect(loaded.dataFiles["cfg"] == nil)
        #expect(loaded.screens["alias"] != nil, "a link inside the bundle is read")
    }
}
