import ViewDSL

/// Apps/BibleVerses/screens/favorite_detail.json, re-expressed in the DSL.
enum FavoriteDetailScreen {
    static let screen = Screen(
        title: "$.reference", titleDisplayMode: .inline,
        onLoad: .api("/favorite", params: ["id": "$.favoriteId"], resultKey: "verse")
    ) {
        ScrollView {
            VStack(spacing: 20, alignment: .leading) {
                Component("loading_view", parameters: ["message": "@loading"]).condition("$.status.verse.state == 'loading'")
                Component("error_view", parameters: ["error": "$.status.verse.error"]).condition("$.status.verse.state == 'failed'")
                VStack(spacing: 16, alignment: .leading) {
                    Component("verse_card", parameters: ["verse": "$.verse"])
                    HStack {
                        Component("share_button", parameters: ["verse": "$.verse"])
                        Spacer()
                        Text("@favorite.saved(date: ($.verse.savedAt | date:skeleton:yMMMd))")
                            .prop(.accessibilityIdentifier("saved-at"))
                            .style("note")
                            .condition("$.verse.isFavorite")
                    }
                }
                .condition("$.status.verse.state == 'loaded'")
            }
            .style("screen_body")
        }
    }
    .style("screen")
}
