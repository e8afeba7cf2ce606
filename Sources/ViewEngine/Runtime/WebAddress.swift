import Foundation

/// The engine's address rules, each written once: what counts as a web link, what an image or
/// asset reference may be, and which host names are this machine. Links, images, videos, the
/// preview server, the remote loader and the apps' record readers all ask here.
public enum WebAddress {
    /// `text` as a URL when it is a web link: http or https, with a host. Screen data comes
    /// from remote APIs, so a `tel:`, `file:` or app-scheme URL in it is not the user's choice.
    public static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// Whether `text` may name an image or other resource to load: an http(s) address with a
    /// host, or a path from the root of the app's own server (`/fixtures/art.png`, which the
    /// preview and the fixtures serve). `//host/…` is not such a path, nor `/\host/…`, which
    /// browsers read alike: each names another host. A prefix test, not a parse: it runs for
    /// every image on every render, and tells URLs from SF Symbol names.
    public static func isResource(_ text: String) -> Bool {
        if text.hasPrefix("/") { return !text.hasPrefix("//") && !text.hasPrefix("/\\") }
        let scheme = text.prefix(8).lowercased()
        for prefix in ["http://", "https://"] where scheme.hasPrefix(prefix) {
            // A host must follow: "http:///x" or "https://" alone names none.
            let rest = text.dropFirst(prefix.count)
            return !rest.isEmpty && !rest.hasPrefix("/") && !rest.hasPrefix("\\")
        }
        return false
    }

    /// Whether `name` may name an image in the bundle's `assets/` folder (`asset:icons/logo`):
    /// folders and a file, each a ``isSafePathSegment(_:)``, so the address made of it stays
    /// inside the folder, as the preview server judges it.
    public static func isAssetName(_ name: String) -> Bool {
        name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isSafePathSegment(String($0)) }
    }

    /// Whether one decoded segment of a path may name something inside a folder: not empty,
    /// not hidden (`.`, `..`, `.git`), without a slash, backslash or control character. The
    /// preview's file serving and the renderer's `asset:` names both ask here.
    public static func isSafePathSegment(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.hasPrefix(".") && !segment.contains("/") && !segment.contains("\\")
            && !segment.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    }

    /// Whether `host` (a name without port; brackets around IPv6 are accepted) is this
    /// machine's loopback address: what a server binds to by default and where plain http is
    /// allowed.
    public static func isLoopback(host: some StringProtocol) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" { return true }
        // All of 127.0.0.0/8, in every form the resolver reads (`127.1`, `0x7f.0.0.1`).
        // (inet_aton would also take text after a space: only address characters are read.)
        var v4 = in_addr()
        if !name.isEmpty, name.allSatisfy({ $0.isHexDigit || $0 == "." || $0 == "x" }), inet_aton(name, &v4) != 0 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        // `::1` however written, and IPv4-mapped loopback (`::ffff:127.0.0.1`).
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        return bytes[..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff && bytes[12] == 127
    }
}
