// Negative client: must FAIL type-checking (wrong argument label `widht:`).
import SwiftUI

struct WrongLabelView: View {
    var body: some View {
        Text("Hello")
            .frame(widht: 10)
    }
}
