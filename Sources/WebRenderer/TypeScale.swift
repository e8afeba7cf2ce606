import ViewEngine

/// Dynamic Type on the page: every font size the renderer writes is its size at `large` times
/// its text style's variable (`calc(17px*var(--ts-body))`); base.css sets the variables to 1
/// and the page's `<html style>` to the chosen `TextSize`'s ratios, so one rendered body
/// serves every size and pages at `large` look exactly as before.
public enum TypeScale {
    /// The CSS variable holding `style`'s ratio: `--ts-body`.
    public static func variable(_ style: TextStyle) -> String { "--ts-" + style.rawValue }

    /// A font size of `points` at `large`, growing as `style` does.
    public static func fontSize(_ points: Double, relativeTo style: TextStyle) -> String {
        "calc(" + px(points) + "*var(" + variable(style) + "))"
    }

    /// The declarations `<html style>` carries for `size` (empty at `large`, where base.css's
    /// defaults hold): each text style's ratio, to three decimals.
    public static func declarations(_ size: TextSize) -> String {
        guard size != .standard else { return "" }
        return TextStyle.allCases.map { variable($0) + ":" + number(size.scale(for: $0)) }.joined(separator: ";")
    }
}
