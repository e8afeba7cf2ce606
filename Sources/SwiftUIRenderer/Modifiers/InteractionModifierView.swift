#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Gestures, lifecycle actions, hit testing and scrolling. Actions run on the screen's
/// scope, as taps on nodes do.
struct InteractionModifierView: ViewModifier {
    let modifier: RenderModifier.Interaction
    @Environment(\.screenScope) private var scope

    func body(content: Content) -> some View {
        switch modifier {
        case .disabled(let disabled): content.disabled(disabled)
        case .onTapGesture(let count, let action): content.onTapGesture(count: count) { scope?.perform(action) }
        case .onLongPressGesture(let duration, let action): content.onLongPressGesture(minimumDuration: duration) { scope?.perform(action) }
        case .onAppear(let action): content.onAppear { scope?.perform(action) }
        case .onDisappear(let action): content.onDisappear { scope?.perform(action) }
        case .refreshable(let action):
            let scope = scope
            content.refreshable { @MainActor in await scope?.run(action) }
        case .allowsHitTesting(let enabled): content.allowsHitTesting(enabled)
        case .contentShape(let shape): content.contentShape(AnyShape(shape: shape))
        case .scrollDisabled(let disabled): content.scrollDisabled(disabled)
        case .scrollIndicators(let visible): content.scrollIndicators(visible ? .automatic : .hidden)
        case .task(let action):
            let scope = scope
            // Started, not awaited: SwiftUI cancels a task when its view goes (a push, a row
            // scrolled away), and a request cancelled that way would report itself failed.
            content.task { @MainActor in scope?.perform(action) }
        case .onSubmit(let action): content.onSubmit { scope?.perform(action) }
        case .scrollTargetBehavior(let behavior):
            switch behavior {
            case .paging: content.scrollTargetBehavior(.paging)
            case .viewAligned: content.scrollTargetBehavior(.viewAligned)
            }
        case .contextMenu(let items): content.contextMenu { ChildNodes(nodes: items) }
        case .sensoryFeedback(let feedback, let weight, let trigger): content.sensoryFeedback(feedback.swiftUI(weight: weight), trigger: trigger)
        }
    }
}

extension RenderModifier.SensoryFeedback {
    /// SwiftUI's feedback; the weight applies to `impact` only.
    func swiftUI(weight: RenderModifier.FeedbackWeight) -> SwiftUI.SensoryFeedback {
        switch self {
        case .success: return .success
        case .warning: return .warning
        case .error: return .error
        case .selection: return .selection
        case .increase: return .increase
        case .decrease: return .decrease
        case .start: return .start
        case .stop: return .stop
        case .alignment: return .alignment
        case .levelChange: return .levelChange
        case .impact:
            switch weight {
            case .light: return .impact(weight: .light)
            case .medium: return .impact(weight: .medium)
            case .heavy: return .impact(weight: .heavy)
            }
        }
    }
}
#endif
