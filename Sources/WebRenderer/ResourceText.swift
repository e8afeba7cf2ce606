import Foundation

/// Text files that ship inside a module's resource bundle (the base stylesheet, the preview's
/// client script): real `.css` / `.js` files that tools can check, read once at first use.
public enum ResourceText {
    /// The UTF-8 text of `name.ext` in `bundle`. A missing file means a broken build or
    /// install (SwiftPM copies it next to the binary), not bad input: it stops with the path.
    public static func load(_ name: String, extension ext: String, from bundle: Bundle) -> String {
        guard let url = bundle.url(forResource: name, withExtension: ext) else {
            preconditionFailure("\(name).\(ext) is missing from \(bundle.bundlePath): reinstall or rebuild")
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            preconditionFailure("cannot read \(url.path): \(error)")
        }
    }
}
