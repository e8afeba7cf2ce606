#if canImport(SwiftUI)
import SwiftUI

/// What an image shows while loading, when it failed, or when its source is missing.
struct ImagePlaceholder: View {
    let symbol: String?

    var body: some View {
        Rectangle()
            .fill(.quaternary)
            .overlay {
                if let symbol {
                    Image(systemName: symbol).foregroundStyle(.secondary)
                }
            }
    }
}
#endif
