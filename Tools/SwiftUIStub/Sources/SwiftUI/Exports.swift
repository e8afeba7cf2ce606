// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// Like the real framework, `import SwiftUI` also makes Foundation (URL, Date,
// CGFloat, CGSize, ...) and Observation (`@Observable`) visible to clients.
@_exported import Foundation
@_exported import Observation

/// Marker used by stub bodies that can never run on Linux.
@usableFromInline
internal func _stub(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI stub: \(function) is declaration-only")
}
