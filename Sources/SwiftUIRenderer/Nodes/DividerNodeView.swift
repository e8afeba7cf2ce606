#if canImport(SwiftUI)
import SwiftUI

/// `divider`: a hairline across the enclosing stack.
struct DividerNodeView: View {
    var body: some View {
        Divider()
    }
}
#endif
