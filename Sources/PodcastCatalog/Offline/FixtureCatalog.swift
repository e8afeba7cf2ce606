import Foundation
import ViewEngine

/// The offline catalogue: generated podcast and episode records in the exact shapes the
/// iTunes API returns (see `Fixtures/README.md`), and their generated artwork.
public final class FixtureCatalog: Sendable {
    /// Podcast records, in catalogue order.
    public let podcasts: [JSONValue]
    /// Episode records by podcast id, newest first.
    let episodesByPodcast: [Int: [JSONValue]]
    /// Words of each podcast's names, artist and genres, folded for matching.
    private let searchText: [String]
    private let artworkFolder: URL

    /// Loads `catalog.json` and the artwork folder beside it.
    public init(folder: URL) throws(DataSourceError) {
        let file = folder.appendingPathComponent("catalog.json")
        let root: JSONValue
        do {
            let data = try Data(contentsOf: file)
            root = try JSONDocument.parse([UInt8](data), fileName: file.path).root.value
        } catch let diagnostic as Diagnostic {
            throw DataSourceError(.malformedResponse, detail: "the fixture catalogue is not JSON: \(diagnostic)")
        } catch {
            throw DataSourceError(.unknown, detail: "cannot read the fixture catalogue at \(file.path): \(ErrorText.reason(error))")
        }
        guard let podcasts = root["podcasts"]?.arrayValue, let episodes = root["episodes"]?.objectValue else {
            throw .malformed("the fixture catalogue needs 'podcasts' (an array) and 'episodes' (an object)")
        }
        var byPodcast: [Int: [JSONValue]] = [:]
        for (key, value) in episodes {
            guard let id = Int(key), let list = value.arrayValue else {
                throw .malformed("fixture episodes under '\(key)' are not a list for a numeric podcast id")
            }
            byPodcast[id] = list
        }
        self.podcasts = podcasts
        self.episodesByPodcast = byPodcast
        self.searchText = podcasts.map { record in
            let parts = ["trackName", "collectionName", "artistName"].compactMap { record[$0]?.stringValue }
                + (record["genres"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            return SearchText.fold(parts.joined(separator: " "))
        }
        self.artworkFolder = folder.appendingPathComponent("artwork")
    }

    /// The catalogue shipped in this module's resources.
    public static func bundled() throws(DataSourceError) -> FixtureCatalog {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw DataSourceError(.unknown, detail: "the PodcastCatalog resources have no Fixtures folder")
        }
        return try FixtureCatalog(folder: folder)
    }

    /// Podcasts whose names, artist or genres contain every word of `term` (ignoring case
    /// and accents), those matching in the title first; optionally only those of a genre.
    func search(term: String, genreID: Int?, limit: Int) -> [JSONValue] {
        let words = SearchText.words(term)
        guard !words.isEmpty else { return [] }
        var titleMatches: [JSONValue] = []
        var otherMatches: [JSONValue] = []
        for (index, podcast) in podcasts.enumerated() {
            guard words.allSatisfy({ SearchText.contains(searchText[index], $0) }) else { continue }
            if let genreID, !(podcast["genreIds"]?.arrayValue ?? []).contains(.string(String(genreID))) { continue }
            let title = SearchText.fold(podcast["trackName"]?.stringValue ?? "")
            if words.contains(where: { SearchText.contains(title, $0) }) { titleMatches.append(podcast) } else { otherMatches.append(podcast) }
        }
        return Array((titleMatches + otherMatches).prefix(limit))
    }

    /// The podcast with `id`, if the catalogue has it.
    func podcast(id: Int) -> JSONValue? {
        podcasts.first { $0["collectionId"]?.numberValue == Double(id) }
    }

    /// A podcast's episodes, newest first.
    func episodes(podcastID: Int) -> [JSONValue] {
        episodesByPodcast[podcastID] ?? []
    }

    /// The SVG cover of a podcast; nil when the catalogue has none.
    public func artwork(podcastID: Int) throws(DataSourceError) -> Data? {
        let file = artworkFolder.appendingPathComponent("\(podcastID).svg")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw DataSourceError(.unknown, detail: "cannot read \(file.path): \(ErrorText.reason(error))")
        }
    }
}

/// Text folded for matching: lowercase, without accents, words separated by single spaces.
enum SearchText {
    static func fold(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// Whether folded `text` contains folded `word`, compared as UTF-8 bytes (both are folded
    /// alike, so bytes decide): Foundation's `contains` on Linux bridges to NSString, which
    /// made one catalogue search cost more than the frame that shows its results.
    static func contains(_ text: String, _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(text.utf8)
        guard haystack.count >= needle.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
            .split { !$0.isLetter && !$0.isNumber }
            .map(String.init)
    }
}
