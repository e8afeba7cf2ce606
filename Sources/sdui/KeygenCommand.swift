import ArgumentParser
import Foundation
import RemoteBundle

/// `sdui keygen --out NAME`: an Ed25519 key pair for signing published bundles.
struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Makes an Ed25519 key pair: NAME.key signs (`sdui publish --sign-key`), NAME.pub ships in the app.")

    @Option(help: "The key files' path without extension: writes NAME.key (private) and NAME.pub (public).")
    var out: String

    @Flag(help: "Replace existing key files.")
    var force = false

    func run() throws {
        let privateURL = URL(fileURLWithPath: out + ".key")
        let publicURL = URL(fileURLWithPath: out + ".pub")
        let manager = FileManager.default
        for url in [privateURL, publicURL] where !force && manager.fileExists(atPath: url.path) {
            // A key that signed published bundles must not be lost to a typo.
            printError("\(url.path): error: already exists; pass --force to replace it")
            throw ExitCode(1)
        }
        let pair = SigningKeys.generate()
        do {
            try Self.writeOwnerOnly(Data((pair.privateKey + "\n").utf8), to: privateURL.path)
            try Data((pair.publicKey + "\n").utf8).write(to: publicURL, options: .atomic)
        } catch {
            printError("error: cannot write the key files: \(error)")
            throw ExitCode(1)
        }
        print("""
            Wrote \(privateURL.path) (private: keep it secret, sign with `sdui publish --sign-key`)
            Wrote \(publicURL.path) (public: ship it in the app, `sdui serve --remote … --public-key`)
            """)
    }

    /// Writes `data` to a new file at `path` that only its owner may read, replacing one there.
    /// open(2) creates it with mode 0600, so the key is never readable by others, not even for
    /// a moment: Foundation's `createFile` writes a temporary file (0644 after the umask),
    /// renames it, and only then sets the mode.
    static func writeOwnerOnly(_ data: Data, to path: String) throws {
        if unlink(path) != 0 && errno != ENOENT { throw KeygenError.cannotCreate(path, reason: String(cString: strerror(errno))) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw KeygenError.cannotCreate(path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw KeygenError.cannotCreate(path, reason: "the key was not written whole") }
    }

    enum KeygenError: Error, CustomStringConvertible {
        case cannotCreate(String, reason: String)
        var description: String {
            switch self {
            case .cannotCreate(let path, let reason): return "cannot create \(path): \(reason)"
            }
        }
    }
}
