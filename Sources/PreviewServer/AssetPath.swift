import Foundation
import ViewEngine

/// Maps request paths to files without ever leaving a folder.
///
/// The raw request path is split on `/` first and each segment decoded on its own, so an
/// encoded slash or dot (`%2F`, `%2e%2e`) is judged after decoding and can never add a
/// separator. Empty, `.`, `..` and hidden (`.git`) segments, backslashes and NUL are refused,
/// and the final file is checked again after symlinks are resolved.
public enum AssetPath {
    /// The decoded segments of a raw (still percent-encoded) path such as `/assets/a%20b.png`,
    /// or nil when any segment is unsafe.
    public static func segments(ofRawPath raw: String) -> [String]? {
        guard raw.hasPrefix("/"), raw.count <= 2048 else { return nil }
        var result: [String] = []
        for rawSegment in raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = String(rawSegment).removingPercentEncoding else { return nil }
            guard WebAddress.isSafePathSegment(decoded) else { return nil }
            result.append(decoded)
        }
        return result.isEmpty ? nil : result
    }

    /// The regular file at `segments` under `root`, or nil when there is none or when its
    /// real location (after resolving symlinks) is outside `root`.
    public static func file(_ segments: [String], in root: URL) -> URL? {
        var url = root
        for segment in segments { url.appendPathComponent(segment) }
        let realRoot = root.resolvingSymlinksInPath().standardizedFileURL.path
        let real = url.resolvingSymlinksInPath().standardizedFileURL
        guard real.path.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return real
    }

    /// The media type for a file name, by extension; nil for types the preview does not serve.
    public static func contentType(of name: String) -> String? {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "ttf", "otf": return "font/" + (name as NSString).pathExtension.lowercased()
        default: return nil
        }
    }
}
