#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

extension AppColorScheme {
    var swiftUI: ColorScheme {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }
}
#endif
