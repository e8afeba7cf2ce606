#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// SwiftUI's style modifiers. Engine buttons and pickers set a style of their own (a plain
/// button, the node's picker style), which would win over one set around them, so these two
/// also go into the environment, where those node views read them.
struct StyleModifierView: ViewModifier {
    let modifier: RenderModifier.Styles
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        switch modifier {
        case .buttonStyle(let style): content.modifier(ButtonStyleView(style: style)).environment(\.engineButtonStyle, style)
        case .buttonBorderShape(let shape): content.buttonBorderShape(shape.swiftUI)
        case .controlSize(let size): content.controlSize(size.swiftUI)
        case .toggleStyle(let style):
            switch style {
            case .automatic: content.toggleStyle(.automatic)
            case .switch: content.toggleStyle(.switch)
            case .button: content.toggleStyle(.button)
            }
        case .pickerStyle(let style): content.modifier(PickerStyleView(style: style)).environment(\.enginePickerStyle, style)
        case .textFieldStyle(let style):
            switch style {
            case .automatic: content.textFieldStyle(.automatic)
            case .plain: content.textFieldStyle(.plain)
            case .roundedBorder: content.textFieldStyle(.roundedBorder)
            }
        case .listStyle(let style):
            switch style {
            case .automatic: content.listStyle(.automatic)
            case .plain: content.listStyle(.plain)
            case .grouped: content.listStyle(.grouped)
            case .inset: content.listStyle(.inset)
            case .insetGrouped:
                #if canImport(UIKit)
                content.listStyle(.insetGrouped)
                #else
                content.listStyle(.inset)
                #endif
            case .sidebar: content.listStyle(.sidebar)
            }
        case .listRowInsets(let insets): content.listRowInsets(insets.swiftUI)
        case .listRowBackground(let paint): content.listRowBackground(PaintView(paint: paint))
        case .listRowSeparator(let visibility): content.listRowSeparator(visibility.swiftUI)
        case .labelStyle(let style):
            switch style {
            case .automatic: content.labelStyle(.automatic)
            case .iconOnly: content.labelStyle(.iconOnly)
            case .titleOnly: content.labelStyle(.titleOnly)
            case .titleAndIcon: content.labelStyle(.titleAndIcon)
            }
        case .progressViewStyle(let style):
            switch style {
            case .automatic: content.progressViewStyle(.automatic)
            case .linear: content.progressViewStyle(.linear)
            case .circular: content.progressViewStyle(.circular)
            }
        case .labelsHidden: content.labelsHidden()
        }
    }
}

/// A button style by name (engine button nodes apply the one in the environment, else plain).
struct ButtonStyleView: ViewModifier {
    let style: RenderModifier.ButtonStyle

    func body(content: Content) -> some View {
        switch style {
        case .automatic: content.buttonStyle(.automatic)
        case .bordered: content.buttonStyle(.bordered)
        case .borderedProminent: content.buttonStyle(.borderedProminent)
        case .borderless: content.buttonStyle(.borderless)
        case .plain: content.buttonStyle(.plain)
        }
    }
}

/// A picker style by name (engine picker nodes apply the one in the environment over their own).
struct PickerStyleView: ViewModifier {
    let style: RenderModifier.PickerStyle

    func body(content: Content) -> some View {
        switch style {
        case .automatic: content.pickerStyle(.automatic)
        case .menu: content.pickerStyle(.menu)
        case .segmented: content.pickerStyle(.segmented)
        case .inline: content.pickerStyle(.inline)
        #if canImport(UIKit)
        case .wheel: content.pickerStyle(.wheel)
        case .navigationLink: content.pickerStyle(.navigationLink)
        #else
        case .wheel, .navigationLink: content.pickerStyle(.menu)
        #endif
        case .palette: content.pickerStyle(.palette)
        }
    }
}

private struct EngineButtonStyleKey: EnvironmentKey {
    static let defaultValue: RenderModifier.ButtonStyle? = nil
}

private struct EnginePickerStyleKey: EnvironmentKey {
    static let defaultValue: RenderModifier.PickerStyle? = nil
}

extension EnvironmentValues {
    /// A `buttonStyle` modifier around engine buttons (which are plain otherwise).
    var engineButtonStyle: RenderModifier.ButtonStyle? {
        get { self[EngineButtonStyleKey.self] }
        set { self[EngineButtonStyleKey.self] = newValue }
    }

    /// A `pickerStyle` modifier around engine pickers (over the node's `pickerStyle`).
    var enginePickerStyle: RenderModifier.PickerStyle? {
        get { self[EnginePickerStyleKey.self] }
        set { self[EnginePickerStyleKey.self] = newValue }
    }
}

extension RenderModifier.ButtonBorderShape {
    var swiftUI: SwiftUI.ButtonBorderShape {
        switch self {
        case .automatic: return .automatic
        case .capsule: return .capsule
        case .roundedRectangle: return .roundedRectangle
        case .circle: return .circle
        }
    }
}

extension RenderModifier.ControlSize {
    var swiftUI: SwiftUI.ControlSize {
        switch self {
        case .mini: return .mini
        case .small: return .small
        case .regular: return .regular
        case .large: return .large
        case .extraLarge: return .extraLarge
        }
    }
}
#endif
