import ViewEngine

/// The user's preferences (architecture §2.3): translation, appearance, verse font size and
/// verse numbers. Screens read them as `$.env.settings`.
public struct AppSettings: Sendable, Hashable {
    /// Light, dark, or whatever the system uses.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        /// Follows the device (the default): `app.json`'s `colorScheme`, bound to this setting,
        /// asks for no scheme.
        case system
        /// SwiftUI's `ColorScheme.light`, whatever the device uses.
        case light
        /// SwiftUI's `ColorScheme.dark`, whatever the device uses.
        case dark
    }

    /// The id of the translation verses are shown in (`web` by default); `saveSettings`
    /// accepts only an id of ``Translation/all``.
    public var translation: String
    /// Light, dark or `system` (the default); the Bible Verses `app.json` binds its
    /// `colorScheme` to it.
    public var appearance: Appearance
    /// Points, within ``fontSizeRange``.
    public var fontSize: Double
    /// Whether verse cards show `numberedText` (superscript verse numbers) instead of `text`;
    /// true by default.
    public var showVerseNumbers: Bool

    /// The verse font sizes the slider offers (architecture §5.3).
    public static let fontSizeRange: ClosedRange<Double> = 16...32

    /// The defaults of architecture §2.3.
    public static let defaults = AppSettings(translation: Translation.default.id, appearance: .system, fontSize: 20, showVerseNumbers: true)

    /// Settings as given, unchecked; `init(validating:base:)` checks what a screen sends.
    public init(translation: String, appearance: Appearance, fontSize: Double, showVerseNumbers: Bool) {
        self.translation = translation
        self.appearance = appearance
        self.fontSize = fontSize
        self.showVerseNumbers = showVerseNumbers
    }

    /// A setting the app cannot accept.
    public struct InvalidValue: Error, Sendable, Hashable, CustomStringConvertible {
        /// The `saveSettings` member that was refused (`fontSize`…), or one that is no setting.
        public let key: String
        /// Why, worded to follow the key: "must be true or false; got 3".
        public let reason: String
        public var description: String { "the setting '\(key)' \(reason)" }
    }

    /// Settings from what a screen sent (`saveSettings`): every member must be valid; missing
    /// members keep their `base` value. The font size is clamped to ``fontSizeRange`` and
    /// rounded to whole points, as the slider's step is.
    public init(validating json: JSONObject, base: AppSettings) throws(InvalidValue) {
        self = base
        for (key, value) in json {
            switch key {
            case "translation":
                guard let id = value.stringValue, let translation = Translation.named(id) else {
                    throw InvalidValue(key: key, reason: "must be one of \(Translation.all.map(\.id).joined(separator: ", ")); got \(JSONWriter.string(value))")
                }
                self.translation = translation.id
            case "appearance":
                guard let text = value.stringValue, let appearance = Appearance(rawValue: text) else {
                    throw InvalidValue(key: key, reason: "must be system, light or dark; got \(JSONWriter.string(value))")
                }
                self.appearance = appearance
            case "fontSize":
                guard let size = value.numberValue ?? value.stringValue.flatMap(Double.init), size.isFinite else {
                    throw InvalidValue(key: key, reason: "must be a number; got \(JSONWriter.string(value))")
                }
                fontSize = min(max(size.rounded(), Self.fontSizeRange.lowerBound), Self.fontSizeRange.upperBound)
            case "showVerseNumbers":
                guard let flag = value.boolValue else {
                    throw InvalidValue(key: key, reason: "must be true or false; got \(JSONWriter.string(value))")
                }
                showVerseNumbers = flag
            default:
                throw InvalidValue(key: key, reason: "is not a setting (known: translation, appearance, fontSize, showVerseNumbers)")
            }
        }
    }

    /// The settings as stored and as screens see them.
    public var jsonObject: JSONObject {
        [
            "translation": .string(translation), "appearance": .string(appearance.rawValue), "fontSize": .number(fontSize),
            "showVerseNumbers": .bool(showVerseNumbers),
        ]
    }
}
