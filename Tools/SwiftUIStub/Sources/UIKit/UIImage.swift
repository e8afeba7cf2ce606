// Declaration-only stand-in for the few UIKit symbols the SwiftUI renderer uses, so the
// renderer's `#if canImport(UIKit)` lines are type-checked on Linux too (the iOS build path
// of scripts/typecheck-swiftui). Signatures copied from Apple's UIKit documentation
// (iOS 17); nothing here runs. See Tools/SwiftUIStub/README.md.

@_exported import Foundation

/// `UIImage` (iOS 2). The SDK marks it Sendable: it is immutable once created.
open class UIImage: NSObject, @unchecked Sendable {
    /// `init?(data:)`: nil when the bytes are not an image format the system decodes.
    public init?(data: Data) { fatalError("UIKit stub") }
    public init?(data: Data, scale: CGFloat) { fatalError("UIKit stub") }

    open var size: CGSize { fatalError("UIKit stub") }
    open var scale: CGFloat { fatalError("UIKit stub") }

    /// iOS 15: decodes now, on the calling thread.
    open func preparingForDisplay() -> UIImage? { fatalError("UIKit stub") }
    /// iOS 15: decodes on a background thread.
    open func byPreparingForDisplay() async -> UIImage? { fatalError("UIKit stub") }
    /// iOS 15: decodes a thumbnail of `size` (points × the image's scale) now.
    open func preparingThumbnail(of size: CGSize) -> UIImage? { fatalError("UIKit stub") }
    /// iOS 15: decodes a thumbnail of `size` on a background thread.
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { fatalError("UIKit stub") }

    open func pngData() -> Data? { fatalError("UIKit stub") }
}
