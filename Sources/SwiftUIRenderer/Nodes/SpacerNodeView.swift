#if canImport(SwiftUI)
import SwiftUI

/// `spacer`: flexible space along the enclosing stack's axis.
struct SpacerNodeView: View {
    let minLength: Double?

    var body: some View {
        Spacer(minLength: minLength.map { CGFloat($0) })
    }
}
#endif
