/// The direction a locale's layouts run in: what the renderers mirror by (the web page's
/// `dir`, SwiftUI's `layoutDirection`). Derived from the locale here, once, so no renderer
/// decides it from a locale string of its own.
public enum WritingDirection: String, Sendable, Equatable, CaseIterable {
    /// Leading is left, trailing is right (English, German, …).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew, Persian, Urdu): layouts mirror.
    case rightToLeft

    /// The direction of a locale's language (`ar_EG` → right to left).
    public init(locale identifier: String) {
        self = LanguageTag(locale: identifier).isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether leading and trailing swap sides (`.rightToLeft`).
    public var isRightToLeft: Bool { self == .rightToLeft }
}

extension EvaluationEnvironment {
    /// The direction this environment's locale lays out in.
    public var layoutDirection: WritingDirection { WritingDirection(locale: locale.identifier) }
}
