import ViewEngine

extension NodeWriter {
    /// Style modifiers reach the controls inside the view as a class on its box that the
    /// modifier stylesheet's descendant rules read (`.m-bs-bordered .btn`), the browser's
    /// form of SwiftUI's environment.
    mutating func apply(_ modifier: RenderModifier.Styles, to box: inout ModifierBox) {
        switch modifier {
        case .buttonStyle(let style): styleClass("m-bs-" + style.rawValue, unless: style == .automatic || style == .plain, on: &box)
        case .buttonBorderShape(let shape): styleClass("m-bbs-" + shape.rawValue, unless: shape == .automatic, on: &box)
        case .controlSize(let size): styleClass("m-cs-" + size.rawValue, unless: size == .regular, on: &box)
        case .toggleStyle(let style): styleClass("m-ts-button", unless: style != .button, on: &box)
        case .pickerStyle:
            // Reaches the pickers inside through the environment.
            break
        case .labelsHidden: styleClass("m-labels-hidden", on: &box)
        case .textFieldStyle(let style): styleClass("m-tfs-plain", unless: style != .plain, on: &box)
        case .listStyle(let style):
            switch style {
            case .grouped, .insetGrouped: styleClass("m-ls-grouped", on: &box)
            case .inset: styleClass("m-ls-inset", on: &box)
            case .automatic, .plain, .sidebar: break
            }
        case .listRowInsets(let insets):
            box.reach(.padding)
            box.element.styles.append(StyleCSS.padding(insets))
        case .listRowBackground(let paint):
            drawBackground(paint, on: &box)
        case .listRowSeparator(let visibility): styleClass("m-lrs-hidden", unless: visibility != .hidden, on: &box)
        case .labelStyle:
            // No Label views in the browser preview (documented as `none`).
            break
        case .progressViewStyle(let style): styleClass("m-pvs-circular", unless: style != .circular, on: &box)
        }
    }

    private mutating func styleClass(_ name: String, unless skipped: Bool = false, on box: inout ModifierBox) {
        guard !skipped else { return }
        usesModifierStylesheet = true
        box.element.classes.append(name)
    }
}
