#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// `transform(self, value)` when `value` exists, else the view unchanged.
    @ViewBuilder func ifLet<Value, Result: View>(_ value: Value?, _ transform: (Self, Value) -> Result) -> some View {
        if let value {
            transform(self, value)
        } else {
            self
        }
    }
}
#endif
