// The SwiftUI API that takes or returns UIKit types, declared only when the stub is built for
// the iOS path (`-D SWIFTUI_STUB_IOS`, against the UIKit stand-in in ../UIKit).
// See Tools/SwiftUIStub/README.md, "Platform paths".

#if SWIFTUI_STUB_IOS
import UIKit

extension Image {
    /// `init(uiImage:)` (iOS 13).
    public init(uiImage: UIImage) {}
}

extension ImageRenderer {
    /// `uiImage` (iOS 16): the content rasterized now, on the main actor.
    @MainActor final public var uiImage: UIImage? { _stub() }
}
#endif
