// Negative client: must FAIL type-checking (misspelled modifier `.paddding()`).
import SwiftUI

struct MisspelledView: View {
    var body: some View {
        Text("Hello")
            .paddding()
    }
}
