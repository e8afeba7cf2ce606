import Foundation
import ViewEngine

/// Serves the generated covers at the root-relative URLs the fixture records use:
/// `/fixtures/artwork/<collectionId>/<N>x<N>bb.svg` (every size is the same SVG).
///
/// Paths are matched exactly — digits only, no `..`, no other folders — so a request can
/// never reach a file outside the artwork.
public struct FixtureArtwork: Sendable {
    /// Where the covers come from.
    public let catalog: FixtureCatalog

    /// Serves `catalog`'s covers: the `artwork` folder beside `catalog.json`, one SVG per podcast id.
    public init(catalog: FixtureCatalog) {
        self.catalog = catalog
    }

    static let prefix = "/fixtures/artwork/"

    /// The podcast id a path names, when it has the artwork URL shape.
    static func podcastID(inPath path: String) -> Int? {
        guard path.hasPrefix(prefix) else { return nil }
        let parts = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, isDigits(parts[0]), parts[0].count <= 18 else { return nil }
        // "<N>x<N>bb.svg"
        let file = parts[1]
        guard file.hasSuffix("bb.svg") else { return nil }
        let size = file.dropLast("bb.svg".count).split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, isDigits(size[0]), size[0] == size[1], size[0].count <= 4 else { return nil }
        return Int(parts[0])
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The SVG at `path`, or nil when the path is not an artwork URL of a known podcast.
    public func asset(at path: String) throws(DataSourceError) -> StaticAsset? {
        guard let id = Self.podcastID(inPath: path), let data = try catalog.artwork(podcastID: id) else { return nil }
        return StaticAsset(bytes: [UInt8](data), contentType: "image/svg+xml")
    }
}
