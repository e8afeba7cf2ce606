#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Hides the control's label when `hidden` (an engine control without a title), where
    /// VoiceOver still reads it; otherwise the label shows as SwiftUI lays it out.
    @ViewBuilder func labelsHidden(if hidden: Bool) -> some View {
        if hidden {
            labelsHidden()
        } else {
            self
        }
    }
}
#endif
