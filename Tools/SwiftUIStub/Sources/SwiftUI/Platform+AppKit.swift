// The SwiftUI API that takes or returns AppKit types, declared only when the stub is built for
// the macOS path (`-D SWIFTUI_STUB_MACOS`, against the AppKit stand-in in ../AppKit).
// See Tools/SwiftUIStub/README.md, "Platform paths".

#if SWIFTUI_STUB_MACOS
import AppKit

extension Image {
    /// `init(nsImage:)` (macOS 10.15).
    public init(nsImage: NSImage) {}
}

extension ImageRenderer {
    /// `nsImage` (macOS 13): the content rasterized now, on the main actor.
    @MainActor final public var nsImage: NSImage? { _stub() }
}
#endif
