import Foundation
import RemoteBundle
import ViewEngine

// A process for RemoteBundleCrashTests to kill: it installs bundle after bundle into the cache
// at its argument, as fast as it can, until the test sends SIGKILL at a random moment —
// ideally in the middle of a swap. Every file of bundle n says "vn", so a bundle mixing two
// installs is visible at once.

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: remote-bundle-crash-probe CACHE_FOLDER\n".utf8))
    exit(2)
}

/// A bundle whose every screen is titled `mark`.
func files(_ mark: String) -> [String: Data] {
    var files = ["app.json": Data(#"{"name": "crash", "root": "s0"}"#.utf8)]
    for index in 0..<8 {
        files["screens/s\(index).json"] = Data(#"{"type": "screen", "props": {"title": "\#(mark)"}, "children": [{"type": "text", "content": "\#(mark)\#(index)"}]}"#.utf8)
    }
    return files
}

do {
    let cache = BundleCache(folder: URL(fileURLWithPath: CommandLine.arguments[1]))
    let publisher = BundlePublisher()
    // The test that started this process kills it; if the test itself dies first (a crash, a
    // timeout, a killed run), the probe is re-parented and must not write on forever.
    let parent = getppid()
    var n = 0
    while getppid() == parent {
        let contents = files("v\(n)")
        let manifest = try publisher.manifest(for: contents, bundleID: "crash", version: "v\(n)")
        _ = try cache.install(manifestData: try SignedManifest(manifest, signingKey: nil).encoded(), manifest: manifest, files: contents, etag: "\"\(n)\"")
        // Unbuffered, so the test sees it at once.
        if n == 0 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
        n += 1
    }
} catch {
    FileHandle.standardError.write(Data("remote-bundle-crash-probe: \(error)\n".utf8))
    exit(1)
}
