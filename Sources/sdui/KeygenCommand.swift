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

    /// Writes `data` to a file at `path` that only its owner may read, replacing one there.
    /// The key goes to a temporary file beside it, created 0600 by open(2), then renamed over
    /// `path`: never readable by others, not even for a moment (Foundation's `createFile` sets
    /// the mode only after its rename), and an old key is only replaced by a whole new one.
    static func writeOwnerOnly(_ data: Data, to path: String) throws {
        let temporary = path + ".partial-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw KeygenError.cannotCreate(temporary, reason: String(cString: strerror(errno))) }
        var written = 0
        var failure: String?
        data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = String(cString: strerror(errno))
                    return
                }
                written += count
            }
        }
        let closed = close(descriptor) == 0
        guard failure == nil, closed, rename(temporary, path) == 0 else {
            let reason = failure ?? String(cString: strerror(errno))
            unlink(temporary)
            throw KeygenError.cannotCreate(path, reason: reason)
        }
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
