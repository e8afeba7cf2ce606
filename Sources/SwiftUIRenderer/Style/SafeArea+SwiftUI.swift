#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

extension RenderModifier.SafeAreaRegion {
    /// SwiftUI's regions for the engine's.
    var swiftUI: SafeAreaRegions {
        switch self {
        case .all: .all
        case .container: .container
        case .keyboard: .keyboard
        }
    }
}

extension RenderModifier.SafeAreaEdges {
    /// SwiftUI's edge set for the engine's.
    var swiftUI: Edge.Set {
        switch self {
        case .all: .all
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}
#endif
