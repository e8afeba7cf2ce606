/// Which files belong to a bundle: `.json` files at its top level and in its ``subfolders``.
///
/// One home for the rule, so the folder loader, the in-memory loader, the remote publisher and
/// cache, and the preview's change detection all agree on what a bundle is (a folder added here
/// is published, cached, loaded and watched everywhere at once).
public enum BundleLayout {
    /// The folders inside a bundle whose `.json` files belong to it, in reading order.
    public static let subfolders = ["screens", "data", "strings"]

    /// Whether `path`, named as inside a bundle (`app.json`, `screens/home.json`,
    /// `data/recipes.json`, `strings/de.json`), is a bundle file. Says nothing about `..` or hidden names: callers
    /// that take paths from outside (a remote manifest) check those too. A top-level
    /// `manifest.json` is reserved for a published folder's manifest (see RemoteBundle), so the
    /// loader, the publisher and the cache all leave it out alike.
    public static func isBundleFile(_ path: String) -> Bool {
        guard path.hasSuffix(".json"), path != "manifest.json" else { return false }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 1 || (parts.count == 2 && subfolders.contains(String(parts[0])))
    }

    /// `paths` in the order a folder is read: top-level files, then each subfolder's, each sorted.
    public static func readingOrder(_ paths: some Sequence<String>) -> [String] {
        let sorted = paths.sorted()
        return sorted.filter { !$0.contains("/") } + subfolders.flatMap { folder in sorted.filter { $0.hasPrefix(folder + "/") } }
    }
}
