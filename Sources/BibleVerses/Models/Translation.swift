/// A Bible translation bible-api.com serves, by its `translation` id.
public struct Translation: Sendable, Hashable {
    /// The API's id (`web`, `kjv`…), sent as `?translation=`.
    public let id: String
    /// The full name the API returns as `translation_name`.
    public let name: String
    /// A short label for badges and pickers.
    public let abbreviation: String

    /// A translation; the ones the app offers are the static members, listed in ``all``.
    public init(id: String, name: String, abbreviation: String) {
        self.id = id
        self.name = name
        self.abbreviation = abbreviation
    }

    /// `web`, the World English Bible: the default, and in the offline Bible.
    public static let web = Translation(id: "web", name: "World English Bible", abbreviation: "WEB")
    /// `kjv`, the King James Version; in the offline Bible.
    public static let kjv = Translation(id: "kjv", name: "King James Version", abbreviation: "KJV")
    /// `bbe`, the Bible in Basic English; from the live API only (not in the offline Bible).
    public static let bbe = Translation(id: "bbe", name: "Bible in Basic English", abbreviation: "BBE")
    /// `oeb-us`, the Open English Bible, US Edition (badge "OEB"); from the live API only.
    public static let oebUS = Translation(id: "oeb-us", name: "Open English Bible, US Edition", abbreviation: "OEB")

    /// The translations the app offers (architecture §4.5), in picker order.
    public static let all: [Translation] = [.web, .kjv, .bbe, .oebUS]

    /// The default translation (architecture §2.3).
    public static let `default` = Translation.web

    /// The translation with this id, when the app offers it.
    public static func named(_ id: String) -> Translation? {
        all.first { $0.id == id.lowercased() }
    }
}
