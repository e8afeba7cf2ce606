/// Style properties as written in a preset or an `inlineStyle`: colours and fonts still by
/// name, resolved against the theme later. Every field is optional; merging lets the inline
/// style override the preset field by field.
public struct StyleSheet: Sendable, Hashable {
    public var font: String?
    public var fontSize: Double?
    public var fontWeight: FontWeight?
    public var fontDesign: FontDesign?
    public var foregroundColor: ColorReference?
    public var backgroundColor: ColorReference?
    public var padding: EdgeInsets?
    public var cornerRadius: Double?
    public var width: Dimension?
    public var height: Dimension?
    public var minWidth: Dimension?
    public var minHeight: Dimension?
    public var maxWidth: Dimension?
    public var maxHeight: Dimension?
    public var shadow: ShadowStyle?
    public var opacity: Double?
    public var clipShape: ClipShape?
    public var border: BorderStyle?
    public var textAlignment: TextAlignment?
    /// Names of other presets this one builds on (presets only), applied first.
    public var extends: [String] = []

    public init() {}

    /// Fields of `override` replace fields of `self`.
    public func merged(with override: StyleSheet) -> StyleSheet {
        var result = self
        result.font = override.font ?? font
        result.fontSize = override.fontSize ?? fontSize
        result.fontWeight = override.fontWeight ?? fontWeight
        result.fontDesign = override.fontDesign ?? fontDesign
        result.foregroundColor = override.foregroundColor ?? foregroundColor
        result.backgroundColor = override.backgroundColor ?? backgroundColor
        result.padding = override.padding ?? padding
        result.cornerRadius = override.cornerRadius ?? cornerRadius
        result.width = override.width ?? width
        result.height = override.height ?? height
        result.minWidth = override.minWidth ?? minWidth
        result.minHeight = override.minHeight ?? minHeight
        result.maxWidth = override.maxWidth ?? maxWidth
        result.maxHeight = override.maxHeight ?? maxHeight
        result.shadow = override.shadow ?? shadow
        result.opacity = override.opacity ?? opacity
        result.clipShape = override.clipShape ?? clipShape
        result.border = override.border ?? border
        result.textAlignment = override.textAlignment ?? textAlignment
        result.extends = []
        return result
    }

    /// Colour names used, for validation.
    var colorNames: [String] {
        [foregroundColor, backgroundColor, shadow?.color, border?.color].compactMap { reference in
            if case .named(let name)? = reference { return name }
            return nil
        }
    }
}
