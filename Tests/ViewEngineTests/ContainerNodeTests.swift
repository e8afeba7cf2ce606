import Testing
import TestSupport

@testable import ViewEngine

/// The SwiftUI containers (section, form, group box, …) resolve to one payload whose kind
/// names the container, with its label, footer and children.
@Suite struct ContainerNodeTests {
    func container(_ json: String, data: JSONValue = [:]) throws -> RenderNode.Container? {
        let (node, diagnostics) = try resolveReporting(json: json, data: data)
        #expect(diagnostics.isEmpty, "\(diagnostics.all)")
        guard case .container(let container)? = node?.content else { return nil }
        return container
    }

    @Test func aSectionHasItsHeaderFooterAndRows() throws {
        let section = try #require(
            try container(#"{"type": "section", "header": "Account", "footer": "${$.note}", "children": [{"type": "text", "content": "Ada"}]}"#, data: ["note": "Shown"]))
        #expect(section.kind == .section)
        #expect(section.label?.texts == ["Account"])
        #expect(section.footer?.texts == ["Shown"])
        #expect(section.children.flatMap(\.texts) == ["Ada"])
    }

    @Test func labeledContentPutsItsValueBeforeItsChildren() throws {
        let labeled = try #require(try container(#"{"type": "labeled_content", "label": "Version", "value": "2.1"}"#))
        #expect(labeled.kind == .labeledContent && labeled.label?.texts == ["Version"] && labeled.children.flatMap(\.texts) == ["2.1"])
    }

    @Test func anAlignedGridKeepsItsRowsAndSpacing() throws {
        let grid = try #require(
            try container(
                #"{"type": "aligned_grid", "alignment": "leading", "verticalSpacing": 4, "children": [{"type": "grid_row", "alignment": "bottom", "children": [{"type": "text", "content": "a"}, {"type": "text", "content": "b"}]}]}"#))
        #expect(grid.kind == .alignedGrid(alignment: .init(horizontal: .leading, vertical: .center), horizontalSpacing: nil, verticalSpacing: 4))
        guard case .container(let row) = grid.children.first?.content else {
            Issue.record("the row is not a container")
            return
        }
        #expect(row.kind == .gridRow(alignment: .bottom) && row.children.count == 2)
    }

    @Test func viewThatFitsAndPagesKeepTheirOptions() throws {
        #expect(try container(#"{"type": "view_that_fits", "axes": "vertical", "children": []}"#)?.kind == .viewThatFits(axes: .vertical))
        #expect(try container(#"{"type": "ViewThatFits", "children": []}"#)?.kind == .viewThatFits(axes: .both))
        #expect(try container(#"{"type": "carousel", "showsIndex": false, "children": []}"#)?.kind == .pages(showsIndex: false))
    }

    @Test func aLazyHGridIsAGridAlongTheOtherAxis() throws {
        let (node, _) = try decodeNode(#"{"type": "lazy_hgrid", "rows": 3, "alignment": "top", "children": [{"type": "text", "content": "1"}]}"#)
        guard case .grid(let grid)? = Resolver(theme: Theme(), environment: .fixed()).resolve(node, in: DataContext(root: [:]))?.content else {
            Issue.record("not a grid")
            return
        }
        #expect(grid.axis == .horizontal && grid.columns.count == 3 && grid.rowAlignment == .top)
    }
}
