import Foundation
import ViewEngine

/// The data source the Bible Verses bundle's `api` actions call. Every verse comes back as
/// ``BibleServices/verseJSON(_:extra:)`` describes; failures are ``DataSourceError``s with
/// the messages of architecture §8.
///
/// | endpoint    | params                     | answer                                        |
/// |-------------|----------------------------|-----------------------------------------------|
/// | `/daily`    | `translation`              | today's verse, with `day` (`yyyy-MM-dd`)      |
/// | `/random`   | `translation`              | a random verse                                |
/// | `/verse`    | `reference`, `translation` | the passage                                   |
/// | `/search`   | `reference`, `translation` | the passage; a found one is a recent search   |
/// | `/favorite` | `id`                       | a saved favourite (`followsTranslation` false)|
/// | `/favorites`|                            | `{count}`; the list itself goes to `$.env`    |
struct BibleDataSource: DataSource {
    let services: BibleServices
    /// Told about each successful search, to show it under recent searches.
    let session: BibleSession

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        let endpoint = request.endpoint.hasPrefix("/") ? request.endpoint : "/" + request.endpoint
        switch endpoint {
        case "/daily":
            let translation = try self.translation(request)
            let daily: DailyVerseService.DailyVerse
            do {
                daily = try await services.daily.dailyVerse(translation: translation)
            } catch .api(let error) {
                throw error.dataSourceError
            } catch .store(let error) {
                throw error.dataSourceError
            }
            return try await services.verseJSON(daily.passage, extra: ["day": .string(daily.day)])
        case "/random":
            let translation = try self.translation(request)
            return try await services.verseJSON(try await api { () throws(BibleAPIError) in try await services.client.fetchRandomVerse(translation: translation) })
        case "/verse":
            let (reference, translation) = (try text("reference", of: request), try self.translation(request))
            return try await services.verseJSON(try await api { () throws(BibleAPIError) in try await services.client.fetchVerse(reference: reference, translation: translation) })
        case "/search":
            let search = await session.beginSearch()
            let (reference, translation) = (try text("reference", of: request), try self.translation(request))
            // Text that reads as a reference is one (a number in it is enough: "Hezekiah 3"
            // should say the book is unknown, not search for the words); other text is words.
            let readsAsReference: Bool
            do {
                _ = try PassageReference.parse(reference)
                readsAsReference = true
            } catch {
                readsAsReference = reference.contains(where: \.isNumber)
            }
            if !readsAsReference {
                return try await WordSearchAnswer.json(for: reference, translation: translation, search: search, services: services, session: session)
            }
            let passage = try await api { () throws(BibleAPIError) in try await services.client.fetchVerse(reference: reference, translation: translation) }
            let verse = try await services.verseJSON(passage)
            // The API's spelling ("John 3:16" for "jn 3:16") is what the chip shows.
            await session.recordSearch(passage.reference, search: search)
            return verse
        case "/favorite":
            guard let number = request.params["id"]?.numberValue ?? request.params["id"]?.stringValue.flatMap(Double.init),
                let id = Int64(exactly: number)
            else {
                throw DataSourceError(.badRequest, message: "This favorite can't be shown.", messageKey: "favorite_invalid", detail: "/favorite needs a numeric 'id'")
            }
            let favorite: FavoriteVerse?
            do {
                favorite = try await services.store.favorite(id: id)
            } catch {
                throw error.dataSourceError
            }
            guard var object = favorite?.jsonValue.objectValue else {
                throw DataSourceError(.notFound, message: "This verse is no longer in your favorites.", messageKey: "favorite_missing", detail: "no favorite \(id)")
            }
            object["followsTranslation"] = false
            return .object(object)
        case "/favorites":
            // The Favorites screen's own read: `$.env.favorites` may be app.json's empty list
            // when the database could not be read at launch, and an empty list must not pass
            // for the truth. A failure here is the screen's error, with Try Again.
            let reading: FavoritesReading
            do {
                reading = try await services.store.favoritesReadingEachRow()
            } catch {
                throw error.dataSourceError
            }
            await session.publish(favorites: reading)
            return ["count": .number(Double(reading.favorites.count))]
        default:
            throw DataSourceError(
                .badRequest, message: "This screen asks for data the app doesn't provide.", messageKey: "unknown_endpoint",
                detail: "unknown endpoint '\(request.endpoint)' (known: /daily, /random, /verse, /search, /favorite, /favorites)")
        }
    }

    /// Runs a client call; its ``BibleAPIError`` becomes the screen's error.
    private func api(_ call: () async throws(BibleAPIError) -> BibleResponse) async throws(DataSourceError) -> BibleResponse {
        do {
            return try await call()
        } catch {
            throw error.dataSourceError
        }
    }

    /// `translation`, defaulting to the app's default; anything but text is a screen bug.
    private func translation(_ request: DataRequest) throws(DataSourceError) -> String {
        switch request.params["translation"] {
        case nil, .null?: return Translation.default.id
        case .string(let id)?: return id
        case let other?:
            throw BibleAPIError.invalidURL("'translation' is \(other.typeDescription), not text").dataSourceError
        }
    }

    private func text(_ name: String, of request: DataRequest) throws(DataSourceError) -> String {
        switch request.params[name] {
        case .string(let text)?: return text
        case nil, .null?: return ""
        case let other?:
            throw DataSourceError(.badRequest, message: BibleAPIError.verseNotFoundMessage, messageKey: BibleAPIError.verseNotFoundKey, detail: "'\(name)' is \(other.typeDescription), not text")
        }
    }
}
