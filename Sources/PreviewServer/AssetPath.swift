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

    /// The regular file at `segments` under `root`, or nil when there is none, when it is no
    /// regular file (a folder, or a named pipe, whose opening would block a server thread until
    /// something writes to it), or when its real location (after resolving symlinks) is
    /// outside `boundary` (by default `root`; the bundle folder for its `assets/`, so that
    /// `assets` itself cannot be a link to elsewhere) or outside `root`.
    public static func file(_ segments: [String], in root: URL, within boundary: URL? = nil) -> URL? {
        var url = root
        for segment in segments { url.appendPathComponent(segment) }
        guard FileContents.isInside(url, root), FileContents.isInside(url, boundary ?? root) else { return nil }
        let real = url.resolvingSymlinksInPath().standardizedFileURL
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real.path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }  // none there, or no regular file: both are "not found"
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
