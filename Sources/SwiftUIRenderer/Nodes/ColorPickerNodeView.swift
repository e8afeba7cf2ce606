#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `color_picker`: a `ColorPicker` over the hex text at the node's binding; a pick is
/// resolved to sRGB components in the view's environment and written as `#RRGGBB(AA)`.
struct ColorPickerNodeView: View {
    let picker: RenderNode.ColorPicker

    @Environment(\.screenScope) private var scope
    @Environment(\.self) private var environment

    var body: some View {
        ColorPicker(selection: selection, supportsOpacity: picker.supportsOpacity) {
            Text(verbatim: picker.label)
        }
    }

    private var selection: Binding<Color> {
        let hex = picker.value ?? HexColor(red: 0, green: 0, blue: 0)
        let current = Color(.sRGB, red: Double(hex.red) / 255, green: Double(hex.green) / 255, blue: Double(hex.blue) / 255, opacity: Double(hex.alpha) / 255)
        let path = picker.binding
        let onChange = picker.onChange
        let supportsOpacity = picker.supportsOpacity
        let environment = environment
        let scope = scope
        return Binding(
            get: { current },
            set: { @MainActor color in
                let resolved = color.resolve(in: environment)
                func byte(_ component: Float) -> UInt8 { UInt8((min(1, max(0, component)) * 255).rounded()) }
                let picked = HexColor(
                    red: byte(resolved.red), green: byte(resolved.green), blue: byte(resolved.blue), alpha: supportsOpacity ? byte(resolved.opacity) : 255)
                scope?.change(.string(picked.text), at: path, onChange: onChange)
            })
    }
}
#endif
