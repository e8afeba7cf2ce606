/// A node's modifiers, checked like its props: their bindings, the state they write, their
/// actions and buttons, the colours they name, and the views inside them (an `overlay`'s view
/// is checked like a child: its presets, bindings, screens and components).
extension BundleValidator.Checker {
    mutating func walk(_ modifier: ModifierTemplate, inRow: Bool) {
        for argument in modifier.arguments {
            switch argument.value {
            case .bound(let template, let type, let source):
                check(template, at: source)
                checkOutcomes(of: template, as: type, argument: argument.label, of: modifier.descriptor.name, at: source)
            case .path(let path):
                noteWrite(to: path.components.first?.name)
                let declared = shape(of: path, at: modifier.source)
                if let written = modifier.descriptor.arguments.first(where: { $0.label == argument.label })?.writes {
                    checkWrite(of: written, to: path.description, declared: declared, by: "a \(modifier.descriptor.name) modifier's '\(argument.label)'", at: modifier.source)
                }
            case .action(let action): walk(action)
            case .buttons(let buttons): buttons.forEach { walk($0) }
            case .color(let reference): checkColors([reference], at: modifier.source)
            case .paint(let paint): checkColors(paint.colorReferences, at: modifier.source)
            case .view, .views, .number, .bool, .text, .dimension, .shape, .texts: break
            }
        }
        modifier.forEachView { walk($0, inRow: inRow) }
    }
}
