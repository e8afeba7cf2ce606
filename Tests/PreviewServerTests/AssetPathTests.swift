import Foundation
import Testing
import TestSupport

@testable import PreviewServer

@Suite struct AssetPathTests {
    @Test func plainPathsSplitIntoDecodedSegments() {
        #expect(AssetPath.segments(ofRawPath: "/assets/a%20b.png") == ["assets", "a b.png"])
        #expect(AssetPath.segments(ofRawPath: "/fixtures/artwork/1/600x600bb.svg") == ["fixtures", "artwork", "1", "600x600bb.svg"])
    }

    @Test func traversalInEveryEncodingIsRefused() {
        for raw in [
            "/assets/../app.json", "/assets/%2e%2e/app.json", "/assets/%2E%2E/app.json", "/assets/.%2e/app.json",
            "/assets/..%2fapp.json", "/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/..", "/assets/./x.png", "/assets//x.png",
            "/assets/..\\app.json", "/assets/%5c..%5capp.json", "/assets/.git", "/assets/x%00.png", "assets/x.png", "/",
            "/assets/x.png/", "/assets/%zz",
        ] {
            #expect(AssetPath.segments(ofRawPath: raw) == nil, "\(raw) must be refused")
        }
    }

    @Test func doubleEncodingStaysLiteral() {
        // %252e decodes once to the literal name "%2e", which is just a missing file.
        #expect(AssetPath.segments(ofRawPath: "/assets/%252e%252e/app.json") == ["assets", "%2e%2e", "app.json"])
    }

    @Test func symlinksThatLeaveTheRootAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let root = folder.url.appendingPathComponent("root")
        try folder.write("secret.png", "secret")
        try folder.write("root/ok.png", "ok")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("escape.png").path, withDestinationPath: "../secret.png")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("inside.png").path, withDestinationPath: "ok.png")
        #expect(AssetPath.file(["ok.png"], in: root) != nil)
        #expect(AssetPath.file(["inside.png"], in: root) != nil)
        #expect(AssetPath.file(["escape.png"], in: root) == nil)
        #expect(AssetPath.file(["missing.png"], in: root) == nil)
        // A bundle whose assets folder is a link out: judged by the bundle folder too.
        let bundle = folder.url.appendingPathComponent("bundle")
        try folder.write("bundle/app.json", "{}")
        try FileManager.default.createSymbolicLink(atPath: bundle.appendingPathComponent("assets").path, withDestinationPath: "../root")
        #expect(AssetPath.file(["ok.png"], in: bundle.appendingPathComponent("assets")) != nil, "by the assets folder alone it is inside")
        #expect(AssetPath.file(["ok.png"], in: bundle.appendingPathComponent("assets"), within: bundle) == nil)
    }

    @Test func onlyRegularFilesAreServed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("root/sub/x.png", "x")
        let root = folder.url.appendingPathComponent("root")
        // Opening a named pipe blocks until something writes to it: it would hold a server thread.
        #expect(mkfifo(root.appendingPathComponent("pipe.png").path, 0o600) == 0)
        #expect(AssetPath.file(["pipe.png"], in: root) == nil)
        #expect(AssetPath.file(["sub"], in: root) == nil)
        #expect(AssetPath.file(["sub", "x.png"], in: root) != nil)
    }

    @Test func onlyKnownMediaTypesAreServed() {
        #expect(AssetPath.contentType(of: "a.svg") == "image/svg+xml")
        #expect(AssetPath.contentType(of: "a.PNG") == "image/png")
        #expect(AssetPath.contentType(of: "app.json") == nil)
        #expect(AssetPath.contentType(of: "x.html") == nil)
    }
}
