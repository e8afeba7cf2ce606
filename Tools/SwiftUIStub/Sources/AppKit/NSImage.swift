// Declaration-only stand-in for the few AppKit symbols the SwiftUI renderer uses, so the
// renderer's `#elseif canImport(AppKit)` lines are type-checked on Linux too (the macOS build
// path of scripts/typecheck-swiftui). Signatures copied from Apple's AppKit documentation
// (macOS 14); nothing here runs. See Tools/SwiftUIStub/README.md.

@_exported import Foundation

public typealias NSSize = CGSize

/// `NSImage` (macOS 10.0). Declared without `Sendable` here: the stricter reading, so an
/// NSImage crossing actors is flagged.
open class NSImage: NSObject {
    public init?(data: Data) { fatalError("AppKit stub") }
    public init(size: NSSize) { fatalError("AppKit stub") }

    open var size: NSSize {
        get { fatalError("AppKit stub") }
        set { fatalError("AppKit stub") }
    }
}
