import ViewDSL

/// Apps/Podcasts/screens/genre.json, re-expressed in the DSL.
enum GenreScreen {
    static let screen = Screen(
        title: "$.genreName", titleDisplayMode: .large,
        onLoad: .api("/search", params: ["term": "podcast", "media": "podcast", "genreId": "$.genreId", "limit": 50], resultKey: "results")
    ) {
        ScrollView {
            VStack(spacing: 16, alignment: .leading) {
                Component("loading_view", parameters: ["message": "@genre.loading(genre: $.genreName)"])
                    .condition("$.status.results.state == 'loading'")
                Component("error_view", parameters: ["error": "$.status.results.error"])
                    .condition("$.status.results.state == 'failed'")
                Component(
                    "empty_state",
                    parameters: ["icon": "square.grid.2x2", "title": "@genre.empty.title", "message": "@genre.empty.message(genre: $.genreName)"]
                )
                .condition("$.status.results.state == 'loaded' && $.results.resultCount == 0")
                Grid(columns: [["adaptive": 150]], spacing: 18, alignment: .leading) {
                    List("$.results.results", itemTemplate: Component("podcast_card", parameters: ["podcast": "$.item"]), itemId: "collectionId")
                }
            }
            .style("screen_body")
        }
    }
}
