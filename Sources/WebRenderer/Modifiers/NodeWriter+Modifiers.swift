import ViewEngine

extension NodeWriter {
    /// Writes a node's modifiers onto its element in order (after its style), one function
    /// per category (`…ModifierHTML.swift`), dispatched from one exhaustive switch.
    mutating func applyModifiers(_ node: RenderNode, to element: inout Element) {
        var box = ModifierBox(element: element, stage: Self.startingStage(node))
        for modifier in node.modifiers {
            switch modifier {
            case .layout(let layout): apply(layout, to: &box)
            case .drawing(let drawing): apply(drawing, to: &box)
            case .effect(let effect): apply(effect, to: &box)
            case .text(let text): apply(text, to: &box)
            case .image(let image): apply(image, to: &box)
            case .interaction(let interaction): apply(interaction, to: &box)
            case .input(let input): apply(input, to: &box)
            case .accessibility(let accessibility): apply(accessibility, to: &box)
            case .animation(let animation): apply(animation, to: &box)
            case .navigation(let navigation): apply(navigation, to: &box)
            case .styles(let styles): apply(styles, to: &box)
            }
        }
        box.flush()
        element = box.element
    }

    /// Plain containers and text can take padding and a background themselves; anything
    /// else (a button, a field, a styled card) is wrapped before its first box modifier.
    private static func startingStage(_ node: RenderNode) -> ModifierBox.Stage {
        guard !node.style.drawsBox else { return .effects }
        switch node.content {
        case .stack, .text, .grid, .spacer: return .content
        default: return .effects
        }
    }

    /// Modifiers on nodes written without an element of their own (list rows, share links):
    /// their HTML goes inside a column that takes the modifiers.
    mutating func applyModifiers(_ node: RenderNode, to rendered: Rendered, in parent: ParentLayout) -> Rendered {
        guard !node.modifiers.isEmpty else { return rendered }
        var element = Element("div", body: rendered.html)
        element.styles = ["display:flex", "flex-direction:column"]
        element.flex = rendered.flex
        applyModifiers(node, to: &element)
        element.classes += element.flex.classes(in: parent)
        return Rendered(html: element.html, flex: element.flex)
    }

    /// Modifiers that reach the node's descendants (SwiftUI's environment), set before its
    /// content is written.
    mutating func enterEnvironment(of node: RenderNode) {
        // Last written first: the modifier closest to the view (written first) wins.
        for modifier in node.modifiers.reversed() {
            switch modifier {
            case .image(let image): environment.apply(image)
            case .input(let input): environment.apply(input)
            case .interaction(.onSubmit(let action)): environment.onSubmit = action
            case .styles(.pickerStyle(let style)): environment.pickerStyle = style
            case .text(.font(let font)): environment.font = font
            case .animation(.dynamicTypeSize(let range)): environment.typeSizes = TypeScale.composed(environment.typeSizes, range)
            case .layout, .drawing, .effect, .text, .interaction, .accessibility, .animation, .navigation, .styles: break
            }
        }
        // The node's style is closer to it than any modifier.
        if let font = node.style.font { environment.font = font }
    }
}

/// What a node's modifiers pass down to the nodes written inside it.
struct WebEnvironment {
    /// Attributes every text field's `<input>` gets (keyboard, autofill, return key).
    var inputAttributes: [(name: String, value: String)] = []
    var symbolVariant: RenderModifier.SymbolVariant?
    /// What return in a field inside runs when the field has no `onSubmit` of its own.
    var onSubmit: BoundAction?
    /// A `pickerStyle` modifier around pickers (over the node's own `pickerStyle`).
    var pickerStyle: RenderModifier.PickerStyle?
    /// The font text inside inherits (a style's or a `font` modifier's; nil: the page's body
    /// font). CSS inherits a font size as pixels, so a `dynamicTypeSize` range writes it again
    /// for its own text size.
    var font: ResolvedFont?
    /// The text sizes held by the `dynamicTypeSize` ranges around (and on) the node, composed
    /// as SwiftUI composes them: an inner range clamps what the outer one left.
    var typeSizes: ClosedRange<TextSize>?

    /// The `font-size` of ``font``, growing with its text style.
    var fontSize: String {
        TypeScale.fontSize(font?.size ?? TextStyle.body.defaultFont.size, relativeTo: font?.textStyle ?? .body)
    }

    mutating func setInput(_ name: String, _ value: String) {
        // The innermost setting wins, as in SwiftUI.
        inputAttributes.removeAll { $0.name == name }
        inputAttributes.append((name, value))
    }
}
