#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `gauge`: SwiftUI's `Gauge`, as a bar (`linearCapacity`) or a ring
/// (`accessoryCircularCapacity`).
struct GaugeNodeView: View {
    let gauge: RenderNode.Gauge

    var body: some View {
        let view = Gauge(value: gauge.value, in: gauge.range) {
            if let label = gauge.label { Text(verbatim: label) }
        } currentValueLabel: {
            if let current = gauge.currentValueLabel { Text(verbatim: current) }
        } minimumValueLabel: {
            if let low = gauge.minimumValueLabel { Text(verbatim: low) }
        } maximumValueLabel: {
            if let high = gauge.maximumValueLabel { Text(verbatim: high) }
        }
        switch gauge.style {
        case .linear: view.gaugeStyle(.linearCapacity)
        case .circular: view.gaugeStyle(.accessoryCircularCapacity)
        }
    }
}
#endif
