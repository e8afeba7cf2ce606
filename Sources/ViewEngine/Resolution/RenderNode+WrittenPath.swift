extension RenderNode.Content {
    /// The state path this control writes: nil for content that is not a control over a
    /// binding (a disclosure group's is optional, and without one it folds by itself).
    public var writtenPath: BindingPath? {
        switch self {
        case .textField(let field): field.binding
        case .toggle(let toggle): toggle.binding
        case .slider(let slider): slider.binding
        case .picker(let picker): picker.binding
        case .stepper(let stepper): stepper.binding
        case .textEditor(let editor): editor.binding
        case .datePicker(let picker): picker.binding
        case .colorPicker(let picker): picker.binding
        case .multiPicker(let picker): picker.binding
        default: nil
        }
    }

    /// Whether this is a control whose binding writes nowhere here: a bound key in it picked
    /// no element (resolution reported it, ``DiagnosticCode/unusableBoundValue``). Renderers
    /// draw it disabled, so a tap does not look as if it did something.
    public var writesNowhere: Bool { writtenPath?.components.isEmpty == true }
}
