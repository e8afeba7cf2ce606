/// Font weights, as SwiftUI names them.
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
    /// SwiftUI's `Font.Weight.ultraLight`; CSS weight 100.
    case ultraLight
    /// SwiftUI's `Font.Weight.thin`; CSS weight 200.
    case thin
    /// SwiftUI's `Font.Weight.light`; CSS weight 300.
    case light
    /// SwiftUI's `Font.Weight.regular`; CSS weight 400.
    case regular
    /// SwiftUI's `Font.Weight.medium`; CSS weight 500.
    case medium
    /// SwiftUI's `Font.Weight.semibold`; CSS weight 600.
    case semibold
    /// SwiftUI's `Font.Weight.bold`; CSS weight 700.
    case bold
    /// SwiftUI's `Font.Weight.heavy`; CSS weight 800.
    case heavy
    /// SwiftUI's `Font.Weight.black`; CSS weight 900.
    case black

    /// The CSS numeric weight.
    public var numeric: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}

/// Font designs, as SwiftUI names them.
public enum FontDesign: String, Sendable, CaseIterable, Hashable {
    /// SwiftUI's `Font.Design.default`, the system font (San Francisco); the web's system sans-serif.
    case `default`
    /// SwiftUI's `Font.Design.serif` (New York); the web uses `ui-serif`.
    case serif
    /// SwiftUI's `Font.Design.rounded` (SF Pro Rounded); the web uses `ui-rounded`.
    case rounded
    /// SwiftUI's `Font.Design.monospaced` (SF Mono); the web uses `ui-monospace`.
    case monospaced
}

/// Dynamic Type text styles; a font tied to one scales with the user's text size.
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
    /// SwiftUI's `Font.TextStyle.largeTitle`: 34 points, regular, at the default text size.
    case largeTitle
    /// SwiftUI's `Font.TextStyle.title`: 28 points, regular, at the default text size.
    case title
    /// SwiftUI's `Font.TextStyle.title2`: 22 points, regular, at the default text size.
    case title2
    /// SwiftUI's `Font.TextStyle.title3`: 20 points, regular, at the default text size.
    case title3
    /// SwiftUI's `Font.TextStyle.headline`: 17 points, semibold, at the default text size.
    case headline
    /// SwiftUI's `Font.TextStyle.subheadline`: 15 points, regular, at the default text size.
    case subheadline
    /// SwiftUI's `Font.TextStyle.body`: 17 points, regular, at the default text size.
    case body
    /// SwiftUI's `Font.TextStyle.callout`: 16 points, regular, at the default text size.
    case callout
    /// SwiftUI's `Font.TextStyle.footnote`: 13 points, regular, at the default text size.
    case footnote
    /// SwiftUI's `Font.TextStyle.caption`: 12 points, regular, at the default text size.
    case caption
    /// SwiftUI's `Font.TextStyle.caption2`: 11 points, regular, at the default text size.
    case caption2

    /// iOS default (Large) sizes and weights.
    public var defaultFont: ResolvedFont {
        switch self {
        case .largeTitle: return ResolvedFont(size: 34, weight: .regular, textStyle: self)
        case .title: return ResolvedFont(size: 28, weight: .regular, textStyle: self)
        case .title2: return ResolvedFont(size: 22, weight: .regular, textStyle: self)
        case .title3: return ResolvedFont(size: 20, weight: .regular, textStyle: self)
        case .headline: return ResolvedFont(size: 17, weight: .semibold, textStyle: self)
        case .subheadline: return ResolvedFont(size: 15, weight: .regular, textStyle: self)
        case .body: return ResolvedFont(size: 17, weight: .regular, textStyle: self)
        case .callout: return ResolvedFont(size: 16, weight: .regular, textStyle: self)
        case .footnote: return ResolvedFont(size: 13, weight: .regular, textStyle: self)
        case .caption: return ResolvedFont(size: 12, weight: .regular, textStyle: self)
        case .caption2: return ResolvedFont(size: 11, weight: .regular, textStyle: self)
        }
    }
}

/// A concrete font: size in points, weight, design, and the text style it scales with.
public struct ResolvedFont: Sendable, Hashable {
    /// The size in points at the default (Large) text size; it scales with ``textStyle`` (`.body` when nil).
    public var size: Double
    /// The weight; `.regular` unless set.
    public var weight: FontWeight
    /// The system font's design; `.default` unless set, and ignored when ``family`` names a font.
    public var design: FontDesign
    /// The Dynamic Type style it scales relative to (renderers use `.body` when nil).
    public var textStyle: TextStyle?
    /// A custom font family, when the theme names one.
    public var family: String?

    /// A font of `size` points; by default a regular system font of the default design, scaling
    /// like `.body`.
    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, textStyle: TextStyle? = nil, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
        self.family = family
    }
}
