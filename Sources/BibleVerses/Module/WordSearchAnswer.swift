import ViewEngine

/// `/search` for words rather than a reference: the verses ``VerseSearch`` finds, as the
/// Search screen lists them.
///
///     {"words": "love one another", "translation_id": "web", "translation_name": "World English Bible",
///      "count": 12, "shown": 12, "on_device_instead": false,
///      "results": [{"reference": "John 13:34", "text": "A new commandment…", "translation_id": "web"}, …]}
///
/// `count` is every verse that matches, `shown` how many of the best `results` holds (at most 50).
/// The search uses the chosen translation when its text is on the device, else the World
/// English Bible, and `on_device_instead` says so (in live mode too: the API has no word
/// search). The answer is data, no sentence: the screen words it from its string tables.
enum WordSearchAnswer {
    static func json(
        for query: String, translation: String, search: Int, services: BibleServices, session: BibleSession
    ) async throws(DataSourceError) -> JSONValue {
        let answer: VerseSearch.Answer
        do {
            let available = try await services.wordSearch.translations()
            let searched = available.contains(translation) ? translation : Translation.default.id
            answer = try await services.wordSearch.search(query, translation: searched)
        } catch {
            throw DataSourceError(.unknown, message: "Word search isn't available right now.", messageKey: "word_search_unavailable", isRetryable: true, detail: "\(error)")
        }
        guard !answer.hits.isEmpty else {
            let words = query.trimmingCharacters(in: .whitespaces)
            throw DataSourceError(
                .notFound, message: "No verses contain \u{201C}\(words)\u{201D}.", messageKey: "no_word_match", messageArguments: ["words": words],
                detail: "no word match")
        }
        await session.recordSearch(answer.words.joined(separator: " "), search: search)
        let results: [JSONValue] = answer.hits.map { hit in
            ["reference": .string(hit.reference), "text": .string(hit.text), "translation_id": .string(answer.translation.id)]
        }
        return [
            "words": .string(answer.words.joined(separator: " ")), "translation_id": .string(answer.translation.id),
            "translation_name": .string(answer.translation.name), "count": .number(Double(answer.total)),
            "shown": .number(Double(answer.hits.count)),
            "on_device_instead": .bool(answer.translation.id != translation), "results": .array(results),
        ]
    }
}
