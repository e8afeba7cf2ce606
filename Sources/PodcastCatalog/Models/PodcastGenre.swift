/// An iTunes podcast genre: the numeric id the API filters by (`genreId`) and its English name.
public struct PodcastGenre: Sendable, Hashable, CustomStringConvertible {
    /// The `genreId` the API filters by.
    public let id: Int
    /// The English name the API uses.
    public let name: String

    /// A genre by its `genreId` and English name; the store's top-level ones are in ``all``.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { "\(name) (\(id))" }

    /// The root of every podcast genre; records list it after their real genre.
    public static let podcasts = PodcastGenre(id: 26, name: "Podcasts")

    /// The top-level podcast genres of the iTunes store.
    public static let all: [PodcastGenre] = [
        PodcastGenre(id: 1301, name: "Arts"),
        PodcastGenre(id: 1321, name: "Business"),
        PodcastGenre(id: 1303, name: "Comedy"),
        PodcastGenre(id: 1304, name: "Education"),
        PodcastGenre(id: 1483, name: "Fiction"),
        PodcastGenre(id: 1511, name: "Government"),
        PodcastGenre(id: 1512, name: "Health & Fitness"),
        PodcastGenre(id: 1487, name: "History"),
        PodcastGenre(id: 1305, name: "Kids & Family"),
        PodcastGenre(id: 1502, name: "Leisure"),
        PodcastGenre(id: 1310, name: "Music"),
        PodcastGenre(id: 1489, name: "News"),
        PodcastGenre(id: 1314, name: "Religion & Spirituality"),
        PodcastGenre(id: 1533, name: "Science"),
        PodcastGenre(id: 1324, name: "Society & Culture"),
        PodcastGenre(id: 1545, name: "Sports"),
        PodcastGenre(id: 1309, name: "TV & Film"),
        PodcastGenre(id: 1318, name: "Technology"),
        PodcastGenre(id: 1488, name: "True Crime"),
    ]

    /// The genre with `id`, including the "Podcasts" root; nil for ids the table lacks
    /// (sub-genres such as 1482).
    public static func withID(_ id: Int) -> PodcastGenre? {
        id == podcasts.id ? podcasts : all.first { $0.id == id }
    }
}
