/// A light or dark appearance an app asks for, over the system's.
public enum AppColorScheme: String, Sendable, CaseIterable, Hashable {
    /// `"light"`: SwiftUI's `ColorScheme.light`; colours take their light value.
    case light
    /// `"dark"`: SwiftUI's `ColorScheme.dark`; colours take their dark value.
    case dark

    /// What `app.json`'s `colorScheme` may say (or a binding evaluate to).
    public static let settingNames = ["system", "light", "dark"]

    /// The scheme for a setting: `.some(nil)` for `system` (follow the device), `.some(scheme)`
    /// for `light`/`dark` in any case, nil for anything else.
    public static func preference(named name: String) -> AppColorScheme?? {
        let lowered = name.lowercased()
        if lowered == "system" { return .some(nil) }
        guard let scheme = AppColorScheme(rawValue: lowered) else { return nil }
        return .some(scheme)
    }
}

/// `app.json`'s `colorScheme` as written: a word or a binding (`"$.env.settings.appearance"`),
/// evaluated against the app state by ``AppRuntime/preferredColorScheme``.
public struct ColorSchemeSetting: Sendable {
    /// The word (`system`, `light`, `dark`) or the binding that gives one; a literal is checked
    /// when decoded, a bound value when evaluated.
    public var value: TextValue
    /// Where `colorScheme` is written in `app.json`, for the issue a bad bound value raises.
    public var source: SourceRef

    /// A setting of `value`, written at `source` (none for settings built in code).
    public init(value: TextValue, source: SourceRef = .none) {
        self.value = value
        self.source = source
    }
}
