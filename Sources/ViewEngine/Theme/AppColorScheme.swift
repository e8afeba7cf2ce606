/// A light or dark appearance an app asks for, over the system's.
public enum AppColorScheme: String, Sendable, CaseIterable, Hashable {
    case light, dark

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
    public var value: TextValue
    public var source: SourceRef

    public init(value: TextValue, source: SourceRef = .none) {
        self.value = value
        self.source = source
    }
}
