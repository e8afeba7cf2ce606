#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The loading and error states of a screen's `api` requests: a spinner over the content
/// while one runs; when one failed, an error view with the runtime's message and, when
/// trying again may help, a "Try Again" button that resends the failed request.
struct RequestStatusModifier: ViewModifier {
    let engine: JSONEngine
    let screen: ScreenID

    func body(content: Content) -> some View {
        content.overlay {
            if engine.showsRequestStatus {
                switch engine.runtime.requestPhase(of: screen) {
                case .idle:
                    EmptyView()
                case .loading:
                    ProgressView()
                        .controlSize(.large)
                        .accessibilityLabel(Text("Loading"))
                case .failed(let resultKey, let error):
                    RequestErrorView(error: error) {
                        let runtime = engine.runtime
                        Task { await runtime.retry(resultKey, on: screen) }
                    }
                }
            }
        }
    }
}
#endif
