#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `stepper`: a `Stepper` whose − and + write the values the engine worked out
/// (``RenderNode/Stepper/decremented`` / ``RenderNode/Stepper/incremented``), then run
/// `onChange`; an end of the range passes nil, which disables that button as SwiftUI's own
/// bounded stepper does.
struct StepperNodeView: View {
    let stepper: RenderNode.Stepper
    @Environment(\.screenScope) private var scope

    var body: some View {
        Stepper(label: { Text(verbatim: stepper.label) }, onIncrement: write(stepper.incremented), onDecrement: write(stepper.decremented))
            .labelsHidden(if: stepper.label.isEmpty)
            // A snapshot cannot draw the platform's control; its label says the value.
            .drawnInSnapshots(as: Text(verbatim: stepper.label))
    }

    private func write(_ value: Double?) -> (() -> Void)? {
        guard let value else { return nil }
        let path = stepper.binding
        let onChange = stepper.onChange
        let scope = scope
        return { @MainActor in scope?.change(.number(value), at: path, onChange: onChange) }
    }
}
#endif
