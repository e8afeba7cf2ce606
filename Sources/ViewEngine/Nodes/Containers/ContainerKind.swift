/// What the containers that arrange their children SwiftUI's way share: one payload,
/// ``RenderNode/Container``, whose ``RenderNode/Container/Kind`` says which container it is.
/// A new container of this family adds a kind here, its definition file, and one case in
/// each renderer.
extension RenderNode {
    /// The payload of a `.container` node: a section, form, group box, control group,
    /// `view_that_fits`, aligned grid, grid row, page view or labeled content.
    public struct Container: Sendable {
        /// Which container this is, with the settings only that container has.
        public enum Kind: Sendable, Equatable {
            /// Rows under a header and over a footer (SwiftUI's `Section`).
            case section
            /// Grouped rows of controls (`Form`).
            case form
            /// A titled box (`GroupBox`).
            case groupBox
            /// Controls drawn as one joined group (`ControlGroup`).
            case controlGroup
            /// The first child that fits the space offered along `axes` (`ViewThatFits`).
            case viewThatFits(axes: FitAxes)
            /// Rows whose cells line up in columns as wide as their widest cell (`Grid`).
            case alignedGrid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
            /// One row of an aligned grid (`GridRow`).
            case gridRow(alignment: VerticalAlignment?)
            /// Children shown one page at a time, swiped, with page dots (`TabView` in page style).
            case pages(showsIndex: Bool)
            /// A label and its value side by side (`LabeledContent`).
            case labeledContent

            /// The kind's name in `sdui resolve` output.
            public var name: String {
                switch self {
                case .section: return "section"
                case .form: return "form"
                case .groupBox: return "groupBox"
                case .controlGroup: return "controlGroup"
                case .viewThatFits: return "viewThatFits"
                case .alignedGrid: return "alignedGrid"
                case .gridRow: return "gridRow"
                case .pages: return "pages"
                case .labeledContent: return "labeledContent"
                }
            }
        }

        /// The directions `view_that_fits` measures in.
        public enum FitAxes: String, Sendable, CaseIterable {
            /// `"horizontal"`: a child need only fit the offered width (SwiftUI's `Axis.Set.horizontal`).
            case horizontal
            /// `"vertical"`: a child need only fit the offered height (`Axis.Set.vertical`).
            case vertical
            /// `"both"`, the default: a child must fit the offered width and height.
            case both
        }

        /// Which container to draw; a renderer switches on it.
        public var kind: Kind
        /// The header, title or label (section, group box, labeled content).
        public var label: RenderNode?
        /// A section's footer.
        public var footer: RenderNode?
        /// The resolved children in order: the rows, pages or grid cells, a labeled content's
        /// value, or a `view_that_fits`'s candidates, most preferred first.
        public var children: [RenderNode]

        /// What `sdui resolve` prints.
        func jsonMembers(_ nodes: ([RenderNode]) -> JSONValue) -> JSONObject {
            var o: JSONObject = ["kind": .string(kind.name)]
            switch kind {
            case .viewThatFits(let axes): o["axes"] = .string(axes.rawValue)
            case .alignedGrid(let alignment, let horizontal, let vertical):
                o["alignment"] = alignment.jsonValue
                o["horizontalSpacing"] = horizontal.map(JSONValue.number)
                o["verticalSpacing"] = vertical.map(JSONValue.number)
            case .gridRow(let alignment): o["alignment"] = alignment.map { .string($0.rawValue) }
            case .pages(let showsIndex): o["showsIndex"] = .bool(showsIndex)
            case .section, .form, .groupBox, .controlGroup, .labeledContent: break
            }
            if let label { o["label"] = nodes([label]) }
            if let footer { o["footer"] = nodes([footer]) }
            o["children"] = nodes(children)
            return o
        }
    }
}

/// Resolution shared by the container family's definitions.
enum ContainerKind {
    /// The node-or-text prop `name`, resolved; nil when it is missing or hidden.
    static func optionalLabel(_ name: String, _ scope: NodeScope) -> RenderNode? {
        scope.resolve(scope.props.node(name))
    }

    static func resolve(_ kind: RenderNode.Container.Kind, label: String? = nil, footer: String? = nil, _ scope: NodeScope) -> RenderNode.Content {
        .container(
            RenderNode.Container(
                kind: kind, label: label.flatMap { optionalLabel($0, scope) }, footer: footer.flatMap { optionalLabel($0, scope) },
                children: scope.children()))
    }
}
