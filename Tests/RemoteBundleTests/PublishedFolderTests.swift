import Foundation
import Testing
import TestSupport

@testable import RemoteBundle

/// `PublishedFolder.read` refuses a folder it cannot trust with the check that failed: nothing
/// at the path, a manifest naming a file outside the bundle, a listed file gone, or one whose
/// bytes changed since it was published.
@Suite struct PublishedFolderTests {
    /// Publishes ``RemoteFixture/files(title:about:)`` into `scratch/published`, then applies
    /// `damage` to the stored file the manifest lists for `entry`; returns the folder and that file.
    func publish(in scratch: TemporaryFolder, damaging entry: String, by damage: (URL) throws -> Void) throws -> (folder: URL, stored: URL) {
        let folder = scratch.url.appendingPathComponent("published")
        let manifest = try BundlePublisher().publish(files: RemoteFixture.files(title: "Home"), to: folder, version: "1")
        let listed = try #require(manifest.files.first { $0.path == entry })
        let stored = folder.appendingPathComponent(listed.storagePath)
        try damage(stored)
        return (folder, stored)
    }

    @Test func aPublishedFolderReadsBackWhatWasPublished() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let manifest = try BundlePublisher().publish(files: RemoteFixture.files(title: "Home"), to: scratch.url, version: "1")
        let contents = try PublishedFolder.read(scratch.url)
        #expect(contents.files == RemoteFixture.files(title: "Home"))
        #expect(contents.manifest == manifest)
    }

    @Test func aMissingPathIsRefused() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let absent = scratch.url.appendingPathComponent("absent")
        #expect(throws: PublishedFolder.ReadError.missing(path: absent.path)) { try PublishedFolder.read(absent) }
    }

    @Test func aManifestNamingAPathOutsideTheBundleIsRefused() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        // Written by hand: BundlePublisher only ever lists files it was given as bundle files.
        let data = Data("{}".utf8)
        let entry = BundleManifest.File(path: "../x", size: data.count, sha256: sha256Hex(data))
        let manifest = BundleManifest(bundleID: "Demo", version: "1", capabilities: Capabilities(), files: [entry])
        let manifestURL = scratch.url.appendingPathComponent("manifest.json")
        try SignedManifest(manifest, signingKey: nil).encoded().write(to: manifestURL)
        #expect(throws: PublishedFolder.ReadError.unsafeEntry(manifest: manifestURL.path, entry: "../x")) {
            try PublishedFolder.read(scratch.url)
        }
    }

    @Test func aManifestListingAPathTwiceIsRefusedAsAppsRefuseIt() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let data = Data("{}".utf8)
        try scratch.write("files/" + sha256Hex(data), "{}")
        let entry = BundleManifest.File(path: "app.json", size: data.count, sha256: sha256Hex(data))
        let manifest = BundleManifest(bundleID: "Demo", version: "1", capabilities: Capabilities(), files: [entry, entry])
        let manifestURL = scratch.url.appendingPathComponent("manifest.json")
        try SignedManifest(manifest, signingKey: nil).encoded().write(to: manifestURL)
        #expect(throws: PublishedFolder.ReadError.duplicateEntry(manifest: manifestURL.path, entry: "app.json")) {
            try PublishedFolder.read(scratch.url)
        }
    }

    @Test func aListedFileThatIsGoneIsRefused() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        let published = try publish(in: scratch, damaging: "screens/about.json") { try FileManager.default.removeItem(at: $0) }
        #expect(throws: PublishedFolder.ReadError.missingFile(path: published.stored.path, entry: "screens/about.json")) {
            try PublishedFolder.read(published.folder)
        }
    }

    @Test func aFileWhoseBytesChangedIsRefused() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.cleanUp() }
        // The same size, so only the hash can tell.
        let published = try publish(in: scratch, damaging: "app.json") { stored in
            var bytes = try Data(contentsOf: stored)
            bytes[0] ^= 0x20
            try bytes.write(to: stored)
        }
        let expected = PublishedFolder.ReadError.fileMismatch(path: published.stored.path, entry: "app.json")
        #expect(throws: expected) { try PublishedFolder.read(published.folder) }
        // Given as its manifest rather than its folder, the folder is checked the same way.
        #expect(throws: expected) { try PublishedFolder.read(published.folder.appendingPathComponent("manifest.json")) }
    }
}
