#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Titles, toolbars and presentations. A presentation's binding reads the screen's state at
/// each get and writes `false` back when SwiftUI dismisses it, as the screen's sheets do.
struct NavigationModifierView: ViewModifier {
    let modifier: RenderModifier.Navigation
    @Environment(\.screenScope) private var scope
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        switch modifier {
        case .navigationTitle(let title): content.navigationTitle(Text(verbatim: title))
        case .navigationBarTitleDisplayMode(let mode):
            #if canImport(UIKit)
            content.navigationBarTitleDisplayMode(mode.navigationBar)
            #else
            content
            #endif
        case .toolbar(let item): content.toolbar { ToolbarItem(placement: item.placement.swiftUI) { NodeView(item.content) } }
        case .toolbarBackground(let color, let bar): content.toolbarBackground(color.color(for: colorScheme), for: bar.swiftUI)
        case .badge(let label): content.badge(Text(verbatim: label))
        case .alert(let dialog):
            content.alert(Text(verbatim: dialog.title), isPresented: shown(dialog.binding)) {
                DialogButtons(dialog: dialog)
            } message: {
                if let message = dialog.message { Text(verbatim: message) }
            }
        case .confirmationDialog(let dialog):
            content.confirmationDialog(Text(verbatim: dialog.title), isPresented: shown(dialog.binding), titleVisibility: dialog.showsTitle ? .visible : .automatic) {
                DialogButtons(dialog: dialog)
            } message: {
                if let message = dialog.message { Text(verbatim: message) }
            }
        case .sheet(let sheet): content.sheet(isPresented: shown(sheet.binding)) { presented(sheet) }
        case .fullScreenCover(let sheet):
            #if canImport(UIKit)
            content.fullScreenCover(isPresented: shown(sheet.binding)) { presented(sheet) }
            #else
            content.sheet(isPresented: shown(sheet.binding)) { presented(sheet) }
            #endif
        case .popover(let sheet): content.popover(isPresented: shown(sheet.binding)) { presented(sheet) }
        case .presentationDetents(let detents): content.presentationDetents(Set(detents.map(\.swiftUI)))
        case .presentationDragIndicator(let visibility): content.presentationDragIndicator(visibility.swiftUI)
        case .interactiveDismissDisabled(let disabled): content.interactiveDismissDisabled(disabled)
        case .searchable(let field): content.searchable(text: text(field.binding), prompt: Text(verbatim: field.placeholder))
        }
    }

    @ViewBuilder private func presented(_ sheet: RenderNode.Sheet) -> some View {
        if let node = sheet.content { NodeView(node).environment(\.screenScope, scope) }
    }

    /// Whether the state at `path` is truthy, read at each get; SwiftUI's dismissal writes `false`.
    private func shown(_ path: BindingPath) -> Binding<Bool> {
        let scope = scope
        return Binding(
            get: { @MainActor in scope.map { ValueText.isTruthy($0.runtime.context(for: $0.screen).value(at: path)) } ?? false },
            set: { @MainActor isShown in if !isShown { scope?.setValue(.bool(false), at: path) } })
    }

    private func text(_ path: BindingPath) -> Binding<String> {
        let scope = scope
        return Binding(
            get: { @MainActor in scope.map { ValueText.string($0.runtime.context(for: $0.screen).value(at: path)) } ?? "" },
            set: { @MainActor text in scope?.setValue(.string(text), at: path) })
    }
}

/// An alert's or dialog's buttons, each running its action (which first closes the alert).
private struct DialogButtons: View {
    let dialog: RenderModifier.Dialog
    @Environment(\.screenScope) private var scope

    var body: some View {
        ForEach(dialog.buttons.indices, id: \.self) { index in
            let button = dialog.buttons[index]
            Button(role: button.role?.swiftUI) { scope?.perform(button.action) } label: { Text(verbatim: button.title) }
        }
    }
}

#if canImport(UIKit)
extension RenderNode.Screen.TitleDisplayMode {
    var navigationBar: NavigationBarItem.TitleDisplayMode {
        switch self {
        case .automatic: return .automatic
        case .inline: return .inline
        case .large: return .large
        }
    }
}
#endif

extension RenderModifier.ToolbarPlacement {
    var swiftUI: ToolbarItemPlacement {
        switch self {
        case .automatic: return .automatic
        #if canImport(UIKit)
        case .topBarLeading: return .topBarLeading
        case .topBarTrailing: return .topBarTrailing
        case .bottomBar: return .bottomBar
        #else
        case .topBarLeading: return .navigation
        case .topBarTrailing: return .primaryAction
        case .bottomBar: return .status
        #endif
        case .principal: return .principal
        case .primaryAction: return .primaryAction
        case .cancellationAction: return .cancellationAction
        case .confirmationAction: return .confirmationAction
        }
    }
}

extension RenderModifier.ToolbarBar {
    var swiftUI: ToolbarPlacement {
        switch self {
        #if canImport(UIKit)
        case .navigationBar: return .navigationBar
        case .tabBar: return .tabBar
        case .bottomBar: return .bottomBar
        #else
        case .navigationBar, .tabBar, .bottomBar: return .automatic
        #endif
        }
    }
}

extension RenderModifier.PresentationDetent {
    var swiftUI: SwiftUI.PresentationDetent {
        switch self {
        case .medium: return .medium
        case .large: return .large
        }
    }
}

extension RenderModifier.Visibility {
    var swiftUI: SwiftUI.Visibility {
        switch self {
        case .automatic: return .automatic
        case .visible: return .visible
        case .hidden: return .hidden
        }
    }
}
#endif
