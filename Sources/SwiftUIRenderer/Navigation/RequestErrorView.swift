#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A failed request: what went wrong in the user's words, and a retry when it may help.
struct RequestErrorView: View {
    let error: DataSourceError
    let retry: @MainActor () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Couldn't Load", systemImage: symbol)
        } description: {
            Text(verbatim: error.message)
        } actions: {
            if error.isRetryable {
                Button("Try Again", action: retry)
                    .buttonStyle(.borderedProminent)
            }
        }
        .background(.background)
    }

    private var symbol: String {
        switch error.kind {
        case .offline, .timeout: return "wifi.exclamationmark"
        case .notFound: return "magnifyingglass"
        default: return "exclamationmark.triangle"
        }
    }
}
#endif
