import ViewEngine

extension NodeWriter {
    /// `gauge`: a `progressbar` role with its value; linear is SwiftUI's linearCapacity (label above,
    /// bar with the bounds labels at its ends, current value below), circular its
    /// accessoryCircularCapacity (a ring filled clockwise, current value in the middle).
    func gauge(_ gauge: RenderNode.Gauge) -> Element {
        var element = Element("div", classes: ["gauge", gauge.style.rawValue])
        // `progressbar`, not ARIA 1.2's `meter`: the checkers (axe-core) and older screen
        // readers do not know `meter`; both carry the same value attributes.
        element.set("role", "progressbar")
        element.set("aria-valuemin", number(gauge.range.lowerBound))
        element.set("aria-valuemax", number(gauge.range.upperBound))
        element.set("aria-valuenow", number(gauge.value))
        if let label = gauge.label { element.set("aria-label", label) }
        if let current = gauge.currentValueLabel { element.set("aria-valuetext", current) }
        func text(_ value: String?, _ name: String) -> String {
            value.map { "<span class=\"\(name)\">" + HTMLEscaping.escape($0) + "</span>" } ?? ""
        }
        let percent = number((gauge.fraction * 100 * 100).rounded() / 100)
        switch gauge.style {
        case .linear:
            element.body = text(gauge.label, "gauge-label")
                + "<div class=\"gauge-track\">" + text(gauge.minimumValueLabel, "gauge-bound")
                + "<div class=\"gauge-bar\"><div style=\"width:\(percent)%\"></div></div>" + text(gauge.maximumValueLabel, "gauge-bound") + "</div>"
                + text(gauge.currentValueLabel, "gauge-current")
            element.flex = Flexibility(horizontal: true, vertical: false)
        case .circular:
            element.body = "<div class=\"gauge-ring\" style=\"--pct:\(percent)%\">" + text(gauge.currentValueLabel ?? gauge.label, "gauge-current") + "</div>"
        }
        return element
    }
}
