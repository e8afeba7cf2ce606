/// Rules some modifiers need for what they reach inside a view (the text of a redacted view,
/// the icons of a scaled one), from `Resources/modifiers.css` (its opening comment names each
/// `m-` class), added to a page only when one of them is used.
enum ModifierStylesheet {
    /// The stylesheet without its comments.
    static let css: String = ResourceText.load("modifiers", extension: "css", from: .module).withoutCSSComments
}
