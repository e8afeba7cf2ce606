import Crypto
import Foundation

/// `manifest.json` as published: the manifest's exact bytes (as a JSON string, so the
/// signature covers bytes, not a re-encoding that could differ between versions), and an
/// Ed25519 signature over them when the publisher holds a key.
public struct SignedManifest: Codable, Sendable, Hashable {
    /// The ``BundleManifest`` encoded with ``BundleManifest/encoded()``, as text.
    public var manifest: String
    /// Base64 Ed25519 signature of `manifest`'s UTF-8 bytes; nil when published unsigned.
    public var signature: String?

    /// Wraps manifest text and its signature as given, unchecked (``verified(with:)`` checks).
    public init(manifest: String, signature: String?) {
        self.manifest = manifest
        self.signature = signature
    }

    /// Wraps `manifest`, signing it with `key` when one is given.
    public init(_ manifest: BundleManifest, signingKey key: Curve25519.Signing.PrivateKey?) throws {
        let bytes = try manifest.encoded()
        self.manifest = String(decoding: bytes, as: UTF8.self)
        self.signature = try key.map { try $0.signature(for: bytes).base64EncodedString() }
    }

    /// The published `manifest.json` bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Checks the signature against `publicKey` (when given: then an unsigned manifest is
    /// refused) and decodes the manifest.
    public func verified(with publicKey: Curve25519.Signing.PublicKey?) throws(RemoteBundleProblem) -> BundleManifest {
        let bytes = Data(manifest.utf8)
        if let publicKey {
            guard let signature else { throw .unsignedManifest }
            guard let signatureBytes = Data(base64Encoded: signature), publicKey.isValidSignature(signatureBytes, for: bytes) else {
                throw .badSignature
            }
        }
        let decoded: BundleManifest
        do {
            decoded = try JSONDecoder().decode(BundleManifest.self, from: bytes)
        } catch {
            throw .invalidManifest("the manifest does not decode: \(error)")
        }
        guard decoded.format == BundleManifest.currentFormat else {
            throw .invalidManifest("manifest format \(decoded.format) is not supported (this loader reads format \(BundleManifest.currentFormat))")
        }
        return decoded
    }
}

/// Ed25519 keys as files hold them: the raw key, base64, on one line.
public enum SigningKeys {
    /// A new key pair: (private key text, public key text).
    public static func generate() -> (privateKey: String, publicKey: String) {
        let key = Curve25519.Signing.PrivateKey()
        return (key.rawRepresentation.base64EncodedString(), key.publicKey.rawRepresentation.base64EncodedString())
    }

    /// Reads a private key written by ``generate()``.
    public static func privateKey(fromText text: String) throws(RemoteBundleProblem) -> Curve25519.Signing.PrivateKey {
        guard let raw = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)),
            let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)
        else { throw .invalidKey("not a base64 Ed25519 private key (32 bytes)") }
        return key
    }

    /// Reads a public key written by ``generate()``.
    public static func publicKey(fromText text: String) throws(RemoteBundleProblem) -> Curve25519.Signing.PublicKey {
        guard let raw = Data(base64Encoded: text.trimmingCharacters(in: .whitespacesAndNewlines)),
            let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw)
        else { throw .invalidKey("not a base64 Ed25519 public key (32 bytes)") }
        return key
    }
}

/// Lower-case hex SHA-256 of `data`.
func sha256Hex(_ data: Data) -> String {
    SHA256.hash(data: data).map { byte in
        let hex = String(byte, radix: 16)
        return byte < 16 ? "0" + hex : hex
    }.joined()
}
