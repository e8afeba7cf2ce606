#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `progress`: a spinner, or a bar when the node has a value (0…1).
struct ProgressNodeView: View {
    let progress: RenderNode.Progress

    var body: some View {
        switch (progress.value, progress.label) {
        case (nil, nil):
            ProgressView()
        case (nil, let label?):
            ProgressView { Text(verbatim: label) }
        case (let value?, nil):
            ProgressView(value: value, total: 1)
        case (let value?, let label?):
            ProgressView(value: value, total: 1) { Text(verbatim: label) }
        }
    }
}
#endif
