import ViewEngine

/// The element a node's modifiers are being written onto, and what it already draws.
///
/// SwiftUI wraps a view in a new view per modifier; CSS puts many things on one box in a fixed
/// order (padding inside the background, the background inside the clip, …). A modifier goes
/// on the current element when everything it draws lies outside what is already there, and
/// otherwise wraps the element in a new one first, so the written order is kept:
/// `padding` then `background` is one padded, coloured box; `background` then `padding` is a
/// padded box around a coloured one.
struct ModifierBox {
    /// Things a box draws, from the inside out (CSS's own painting order for one box).
    enum Stage: Int, Comparable {
        case content, padding, frame, background, border, clip, effects

        static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var element: Element
    private(set) var stage: Stage
    /// CSS transform functions, outermost first.
    private var transforms: [String] = []
    /// CSS filter functions, in the order they apply.
    private var filters: [String] = []
    private var opacity = 1.0
    /// Clips and masks apply after filters in CSS, so a filter after one needs a new box.
    private var isClipped = false

    init(element: Element, stage: Stage) {
        self.element = element
        self.stage = stage
    }

    /// Makes `stage` drawable on the current element, wrapping it when something at or
    /// outside that stage is already drawn.
    mutating func reach(_ stage: Stage) {
        if self.stage >= stage && !(self.stage == .effects && stage == .effects) { wrap() }
        self.stage = stage
    }

    /// Puts the current element inside a new `div` that takes its place in the layout (a
    /// flexible view stays flexible). `inner` adjusts the wrapped element first.
    mutating func wrap(_ inner: (inout Element) -> Void = { _ in }) {
        flush()
        var child = element
        inner(&child)
        child.classes += child.flex.classes(in: .column)
        var outer = Element("div", body: child.html)
        outer.styles = ["display:flex", "flex-direction:column"]
        outer.flex = child.flex
        outer.handlesAccessibility = child.handlesAccessibility
        element = outer
        stage = .content
    }

    /// Adds a filter function (after those already there).
    mutating func filter(_ function: String) {
        if isClipped || !transforms.isEmpty { wrap() }
        reach(.effects)
        filters.append(function)
    }

    /// Adds a transform outside those already there.
    mutating func transform(_ function: String) {
        reach(.effects)
        transforms.insert(function, at: 0)
    }

    mutating func multiplyOpacity(_ value: Double) {
        reach(.effects)
        opacity *= value
    }

    mutating func clip(_ path: String) {
        if !filters.isEmpty || !transforms.isEmpty || opacity < 1 { wrap() }
        reach(.clip)
        element.styles.append("clip-path:" + path)
        isClipped = true
    }

    mutating func mask(_ image: String) {
        if !filters.isEmpty || !transforms.isEmpty || opacity < 1 { wrap() }
        reach(.clip)
        element.styles += ["-webkit-mask-image:" + image, "mask-image:" + image]
        isClipped = true
    }

    /// An inherited property (colour, font): the innermost setting wins, as in SwiftUI's
    /// environment, so one already on this element is kept.
    mutating func inherit(_ property: String, _ value: String) {
        if element.styles.contains(where: { $0.hasPrefix(property + ":") }) { return }
        element.styles.append(property + ":" + value)
    }

    /// A concrete foreground colour for the views inside, also as `--fg`, which tinted
    /// buttons inside take instead of the accent colour (their own `color` rule would beat an
    /// inherited `color`).
    mutating func inheritForeground(_ value: String) {
        inherit("color", value)
        inherit("--fg", value)
    }

    /// A property that must not replace one this element already has: wraps first.
    mutating func own(_ property: String, _ value: String) {
        if element.styles.contains(where: { $0.hasPrefix(property + ":") }) { wrap() }
        element.styles.append(property + ":" + value)
    }

    /// A child layer (a background or overlay view) positioned over the element's box.
    mutating func layer(_ html: String, alignment: RenderNode.Alignment, behind: Bool) {
        wrap()
        stage = .background
        element.styles += ["position:relative", "isolation:isolate"]
        let layer = "<div style=\"position:absolute;inset:0;display:flex;flex-direction:column;"
            + "align-items:\(alignment.horizontal.flexValue);justify-content:\(alignment.vertical.positionValue)"
            + (behind ? ";z-index:-1;pointer-events:none" : "") + "\">" + html + "</div>"
        element.body = behind ? layer + element.body : element.body + layer
    }

    /// Writes the collected effects onto the element.
    mutating func flush() {
        if !filters.isEmpty { element.styles.append("filter:" + filters.joined(separator: " ")) }
        if !transforms.isEmpty { element.styles.append("transform:" + transforms.joined(separator: " ")) }
        if opacity < 1 { element.styles.append("opacity:" + number(max(0, opacity))) }
        filters = []
        transforms = []
        opacity = 1
        isClipped = false
    }
}
