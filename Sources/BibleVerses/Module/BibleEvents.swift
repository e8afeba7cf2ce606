/// The `custom` events the Bible Verses module handles, with their payloads.
public enum BibleEvents {
    /// `{"verse": <a verse object>}`: saves the verse; nothing changes when it is saved already.
    ///
    /// Favourites have no "toggle": a button sends what it shows (add or remove), so a stale
    /// page (two tabs, two devices, a slow reply) can never undo what the user asked for.
    public static let addFavorite = "addFavorite"
    /// `{"id": <favourite id>}` (the Favorites list's swipe action) or `{"verse": <a verse
    /// object>}` (the heart of a verse card): removes the favourite; nothing changes when it
    /// is gone already.
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
