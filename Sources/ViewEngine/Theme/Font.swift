/// Font weights, as SwiftUI names them.
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

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
    case `default`, serif, rounded, monospaced
}

/// Dynamic Type text styles; a font tied to one scales with the user's text size.
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

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
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// The Dynamic Type style it scales relative to (renderers use `.body` when nil).
    public var textStyle: TextStyle?
    /// A custom font family, when the theme names one.
    public var family: String?

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, textStyle: TextStyle? = nil, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
        self.family = family
    }
}
