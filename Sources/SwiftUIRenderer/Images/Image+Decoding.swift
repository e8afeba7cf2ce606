#if canImport(SwiftUI)
import Foundation
import SwiftUI

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

extension Image {
    /// An image from encoded bytes (PNG, JPEG, HEIC…), or nil when the platform cannot decode
    /// them. SwiftUI has no decoder of its own, so this goes through UIImage / NSImage.
    init?(decoding data: Data) {
        #if canImport(UIKit)
        guard let platformImage = UIImage(data: data) else { return nil }
        self.init(uiImage: platformImage)
        #elseif canImport(AppKit)
        guard let platformImage = NSImage(data: data) else { return nil }
        self.init(nsImage: platformImage)
        #else
        // The Linux type-check: no image decoder exists, and nothing is ever shown.
        return nil
        #endif
    }
}
#endif
