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
            // The private key is created readable by its owner only, never world-readable for a moment.
            guard manager.createFile(atPath: privateURL.path, contents: Data((pair.privateKey + "\n").utf8), attributes: [.posixPermissions: 0o600]) else {
                throw KeygenError.cannotCreate(privateURL.path)
            }
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: privateURL.path)
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

    enum KeygenError: Error, CustomStringConvertible {
        case cannotCreate(String)
        var description: String {
            switch self {
            case .cannotCreate(let path): return "cannot create \(path)"
            }
        }
    }
}
