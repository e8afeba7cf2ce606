/// The `custom` events the Bible Verses module handles, with their payloads.
public enum BibleEvents {
    /// `{"verse": <a verse object>}`: saves the verse, or removes it when it is saved.
    public static let toggleFavorite = "toggleFavorite"
    /// `{"id": <favourite id>}`: removes a favourite (the Favorites list's swipe action).
    public static let removeFavorite = "removeFavorite"
    /// `{"settings": {translation?, appearance?, fontSize?, showVerseNumbers?}}`: validates and
    /// saves settings; a new translation reloads the verses on screen.
    public static let saveSettings = "saveSettings"
    /// No payload: the defaults of architecture §2.3 again.
    public static let resetSettings = "resetSettings"
    /// `{"query": "John 3:16"}`: forgets one recent search.
    public static let removeRecentSearch = "removeRecentSearch"
    /// No payload: forgets every recent search.
    public static let clearRecentSearches = "clearRecentSearches"
}
