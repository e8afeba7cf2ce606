import Testing
import TestSupport

@testable import ViewEngine

@Suite struct ShapeNodeTests {
    func resolved(_ json: String, data: JSONValue = [:]) throws -> (RenderNode?, Diagnostics) {
        try resolveReporting(json: json, data: data)
    }

    @Test func aRoundedRectangleCarriesItsRadiusFillAndDashedStroke() throws {
        let (node, diagnostics) = try resolved(
            ##"{"type": "rounded_rectangle", "cornerRadius": 12, "cornerStyle": "circular", "fill": "red", "stroke": "#0000FF", "lineWidth": 3, "dash": [4, 2]}"##)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        guard case .shape(let shape)? = node?.content else {
            Issue.record("not a shape: \(String(describing: node?.content))")
            return
        }
        #expect(shape.kind == .roundedRectangle(cornerRadius: 12, style: .circular))
        guard case .color(let fill)? = shape.fill, case .color(let stroke)? = shape.stroke?.paint else {
            Issue.record("fill and stroke are not colours")
            return
        }
        #expect(fill.light.hex != stroke.light.hex)
        #expect(stroke.light.hex.uppercased().hasPrefix("#0000FF"))
        #expect(shape.stroke?.lineWidth == 3)
        #expect(shape.stroke?.dash == [4, 2])
    }

    @Test func aGradientFillAndAnUnevenRectanglesCorners() throws {
        let (node, diagnostics) = try resolved(
            #"{"type": "unevenly_rounded_rectangle", "topLeadingRadius": 8, "bottomTrailingRadius": 20, "fill": {"linearGradient": {"colors": ["red", "blue"]}}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        guard case .shape(let shape)? = node?.content, case .gradient(let gradient)? = shape.fill else {
            Issue.record("not a gradient-filled shape")
            return
        }
        #expect(shape.kind == .unevenRoundedRectangle(topLeading: 8, bottomLeading: 0, bottomTrailing: 20, topTrailing: 0))
        #expect(gradient.stops.count == 2)
        #expect(shape.stroke == nil)
    }

    @Test func badPaintAndMissingRadiusAreLocatedErrors() throws {
        let (_, diagnostics) = try decodeNode(#"{"type": "rounded_rectangle", "fill": 7}"#)
        #expect(diagnostics.all.contains { $0.code == .missingMember && $0.message.contains("cornerRadius") })
        #expect(diagnostics.all.contains { $0.code == .wrongType && ($0.path?.description ?? "").contains("fill") })
    }

    @Test func aBadDashIsReportedAndDrawnSolid() throws {
        let issues = RuntimeIssueLog()
        let (node, _) = try decodeNode(#"{"type": "circle", "stroke": "red", "dash": "$.dash"}"#)
        let rendered = Resolver(theme: Theme(), environment: .fixed(), issues: issues).resolve(node, in: DataContext(["dash": [3, -1]]))
        guard case .shape(let shape)? = rendered?.content else {
            Issue.record("not a shape")
            return
        }
        #expect(shape.stroke?.dash == [])
        #expect(issues.all.map(\.code) == [.unusableBoundValue], "\(issues.all)")
    }

    @Test func gradientsAndColoursAreViews() throws {
        let (linear, d1) = try resolved(#"{"type": "linear_gradient", "colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}"#)
        #expect(d1.isEmpty, "\(d1.all)")
        guard case .paint(.gradient(let gradient))? = linear?.content, case .linear(let start, let end) = gradient.kind else {
            Issue.record("not a linear gradient view")
            return
        }
        #expect(start == AnchorPoint(x: 0, y: 0.5) && end == AnchorPoint(x: 1, y: 0.5))
        let (color, d2) = try resolved(#"{"type": "color", "color": "blue"}"#)
        #expect(d2.isEmpty)
        guard case .paint(.color)? = color?.content else {
            Issue.record("not a colour view")
            return
        }
        // One colour is a plain fill, as SwiftUI's gradients take it (and a chart's one series); none is an error.
        let (_, d3) = try decodeNode(#"{"type": "radial_gradient", "colors": ["red"]}"#)
        #expect(d3.isEmpty, "\(d3.all)")
        let (_, d4) = try decodeNode(#"{"type": "radial_gradient", "colors": []}"#)
        #expect(d4.messages == ["'colors' must be an array of one or more colours, found an empty array"])
    }
}

extension ShapeNodeTests {
    @Test func anEllipseFillsItsFrameWithItsPaint() throws {
        let (node, diagnostics) = try resolved(#"{"type": "Ellipse", "fill": "purple"}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        guard case .shape(let shape)? = node?.content, case .color? = shape.fill else {
            Issue.record("not a filled shape")
            return
        }
        #expect(shape.kind == .ellipse)
        #expect(shape.stroke == nil)
    }
}

extension ShapeNodeTests {
    @Test func aContainerRelativeShapeIsItsOwnKindWithFillAndStroke() throws {
        let (node, diagnostics) = try resolved(#"{"type": "ContainerRelativeShape", "fill": "yellow", "stroke": "orange", "lineWidth": 2}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        guard let node, case .shape(let shape) = node.content, case .color? = shape.fill else {
            Issue.record("not a filled shape")
            return
        }
        #expect(shape.kind == .containerRelative)
        #expect(shape.stroke?.lineWidth == 2)
        // `sdui resolve` names the shape, so a host reading the JSON can draw SwiftUI's type.
        guard case .object(let json) = node.jsonValue() else {
            Issue.record("not an object")
            return
        }
        #expect(json["shape"] == .string("containerRelative"))
    }
}
