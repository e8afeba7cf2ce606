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
        size == .standard ? "" : ratios(size)
    }

    /// Every text style's variable set to its ratio at `size`, `large` included (1s).
    private static func ratios(_ size: TextSize) -> String {
        TextStyle.allCases.map { variable($0) + ":" + number(size.scale(for: $0)) }.joined(separator: ";")
    }

    /// The class a `dynamicTypeSize` range puts on its view: `dts-xSmall-xxLarge`.
    static func rangeClass(_ range: ClosedRange<TextSize>) -> String {
        "dts-" + range.lowerBound.rawValue + "-" + range.upperBound.rawValue
    }

    /// The rules that hold views of `ranges`' classes inside their range. The page's text
    /// size is the `data-text-size` of an ancestor (`<html>`, a snapshot's root), absent at
    /// `large`: a class rule covers `large`, and a rule per other size the range moves sets
    /// the variables to the size it moves to, or back to the page's where only `large` moves.
    /// A range inside another is written composed with it (``composed(_:_:)``), so the page's
    /// size is all a rule needs.
    static func rules(for ranges: Set<ClosedRange<TextSize>>) -> String {
        var css = ""
        for range in ranges.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) {
            let selector = "." + rangeClass(range)
            let atStandard = nearest(to: .standard, in: range)
            if atStandard != .standard { css += selector + "{" + ratios(atStandard) + "}" }
            for size in TextSize.allCases where size != .standard {
                let held = nearest(to: size, in: range)
                let declarations = held != size ? ratios(held)
                    : atStandard != .standard ? TextStyle.allCases.map { variable($0) + ":inherit" }.joined(separator: ";") : ""
                if declarations.isEmpty { continue }
                css += "[" + WireProtocol.Attribute.textSize.rawValue + "=\"" + size.rawValue + "\"] " + selector + "{" + declarations + "}"
            }
        }
        return css
    }

    /// `inner` applied to what `outer` leaves (nil: no outer range), as one range: clamping
    /// twice is clamping once, to where the smallest and the largest size end up.
    static func composed(_ outer: ClosedRange<TextSize>?, _ inner: ClosedRange<TextSize>) -> ClosedRange<TextSize> {
        guard let outer else { return inner }
        let low = nearest(to: nearest(to: TextSize.allCases.first!, in: outer), in: inner)
        let high = nearest(to: nearest(to: TextSize.allCases.last!, in: outer), in: inner)
        return low...high
    }

    /// `size`, or the end of `range` nearest to it.
    private static func nearest(to size: TextSize, in range: ClosedRange<TextSize>) -> TextSize {
        min(max(size, range.lowerBound), range.upperBound)
    }
}
