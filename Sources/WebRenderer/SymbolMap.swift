/// SF Symbol names mapped to Bootstrap Icons (`Icons/`, MIT licence beside them), the open
/// set closest to SF Symbols' look: it has `-fill` variants for most outline glyphs.
///
/// Only the symbols our apps use, plus common ones, are mapped; `scripts/generate-web-icons.py`
/// copies exactly the right-hand names into `BootstrapIconData.swift`, so adding a symbol is
/// one line here and a re-run of the script.
public enum SymbolMap {
    /// SF Symbol name → Bootstrap icon name.
    public static let bootstrapNames: [String: String] = [
        // Tabs and navigation
        "square.grid.2x2": "grid",
        "square.grid.2x2.fill": "grid-fill",
        "magnifyingglass": "search",
        "house": "house",
        "house.fill": "house-fill",
        "chevron.left": "chevron-left",
        "chevron.right": "chevron-right",
        "chevron.down": "chevron-down",
        "chevron.up": "chevron-up",
        "chevron.backward": "chevron-left",
        "chevron.forward": "chevron-right",
        "chevron.up.chevron.down": "chevron-expand",
        "arrow.left": "arrow-left",
        "arrow.right": "arrow-right",
        "arrow.up": "arrow-up",
        "arrow.down": "arrow-down",
        "xmark": "x-lg",
        "xmark.circle": "x-circle",
        "xmark.circle.fill": "x-circle-fill",
        "ellipsis": "three-dots",
        "ellipsis.circle": "three-dots",
        "line.3.horizontal.decrease": "filter",
        "line.3.horizontal.decrease.circle": "funnel",
        "slider.horizontal.3": "sliders",
        "list.bullet": "list-ul",
        "gear": "gear",
        "gearshape": "gear",
        "gearshape.fill": "gear-fill",
        // Media (Podcasts)
        "play.fill": "play-fill",
        "play.circle": "play-circle",
        "play.circle.fill": "play-circle-fill",
        "pause.fill": "pause-fill",
        "pause.circle.fill": "pause-circle-fill",
        "stop.fill": "stop-fill",
        "forward.fill": "skip-forward-fill",
        "backward.fill": "skip-backward-fill",
        "goforward.30": "arrow-clockwise",
        "gobackward.15": "arrow-counterclockwise",
        "headphones": "headphones",
        "waveform": "soundwave",
        "mic": "mic",
        "mic.fill": "mic-fill",
        "antenna.radiowaves.left.and.right": "broadcast",
        "dot.radiowaves.left.and.right": "rss",
        "speaker.wave.2.fill": "volume-up-fill",
        "music.note": "music-note-beamed",
        "tv": "tv",
        "explicit": "explicit",
        "e.square.fill": "explicit-fill",
        "shuffle": "shuffle",
        "repeat": "repeat",
        // Reading (Bible Verses)
        "book": "book",
        "book.fill": "book-fill",
        "books.vertical": "collection",
        "books.vertical.fill": "collection-fill",
        "book.closed": "journal-bookmark",
        "quote.opening": "quote",
        "textformat.size": "fonts",
        "sun.max": "sun",
        "moon": "moon",
        "moon.fill": "moon-fill",
        // State and feedback
        "star": "star",
        "star.fill": "star-fill",
        "star.leadinghalf.filled": "star-half",
        "heart": "heart",
        "heart.fill": "heart-fill",
        "bookmark": "bookmark",
        "bookmark.fill": "bookmark-fill",
        "bell": "bell",
        "bell.fill": "bell-fill",
        "checkmark": "check-lg",
        "checkmark.circle": "check-circle",
        "checkmark.circle.fill": "check-circle-fill",
        "info.circle": "info-circle",
        "info.circle.fill": "info-circle-fill",
        "exclamationmark.triangle": "exclamation-triangle",
        "exclamationmark.triangle.fill": "exclamation-triangle-fill",
        "exclamationmark.circle": "exclamation-circle",
        "exclamationmark.circle.fill": "exclamation-circle-fill",
        "questionmark.circle": "question-circle",
        "wifi": "wifi",
        "wifi.slash": "wifi-off",
        "arrow.clockwise": "arrow-clockwise",
        "arrow.counterclockwise": "arrow-counterclockwise",
        "hourglass": "hourglass-split",
        "clock": "clock",
        "clock.fill": "clock-fill",
        "calendar": "calendar",
        "flame": "fire",
        "flame.fill": "fire",
        "sparkles": "stars",
        "lock": "lock",
        "lock.fill": "lock-fill",
        "eye": "eye",
        "eye.slash": "eye-slash",
        "hand.thumbsup": "hand-thumbs-up",
        // Editing and sharing
        "plus": "plus-lg",
        "plus.circle": "plus-circle",
        "plus.circle.fill": "plus-circle-fill",
        "minus": "dash-lg",
        "trash": "trash",
        "trash.fill": "trash-fill",
        "pencil": "pencil",
        "square.and.pencil": "pencil-square",
        "square.and.arrow.up": "box-arrow-up",
        "square.and.arrow.down": "box-arrow-down",
        "arrow.up.right.square": "box-arrow-up-right",
        "safari": "compass",
        "globe": "globe",
        "link": "link-45deg",
        "doc.on.doc": "files",
        "paperplane": "send",
        "envelope": "envelope",
        "photo": "image",
        "tag": "tag",
        "archivebox": "archive",
        "arrow.down.circle": "cloud-arrow-down",
        "square.stack": "stack",
        "rectangle.stack": "collection",
        "person": "person",
        "person.fill": "person-fill",
        "person.circle": "person-circle",
        "circle": "circle",
        "circle.fill": "circle-fill",
        "square": "square",
        // The status bar the preview draws.
        "cellularbars": "reception-4",
        "battery.100": "battery-full",
    ]

    /// Shown for a symbol that is not mapped, so the gap is visible rather than blank.
    public static let fallback = "question-circle"

    /// The icon's inner SVG markup (paths in a 16×16 view box), or nil when not mapped.
    public static func svgBody(for symbol: String) -> String? {
        bootstrapNames[symbol].flatMap { BootstrapIconData.bodies[$0] }
    }

    /// The filled variant of a symbol when one is mapped (tab bars show it when selected).
    public static func filledVariant(of symbol: String) -> String {
        if symbol.hasSuffix(".fill") { return symbol }
        let filled = symbol + ".fill"
        return bootstrapNames[filled] != nil ? filled : symbol
    }
}
