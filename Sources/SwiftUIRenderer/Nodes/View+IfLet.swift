#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// `transform(self, value)` when `value` exists, else the view unchanged. The two are
    /// different views to SwiftUI: a value that comes or goes while the view is shown replaces
    /// the view and the state below it, so use it for values fixed for the view's life (a
    /// node's written props) and a neutral modifier for ones that change.
    @ViewBuilder func ifLet<Value, Result: View>(_ value: Value?, _ transform: (Self, Value) -> Result) -> some View {
        if let value {
            transform(self, value)
        } else {
            self
        }
    }
}
#endif
