import Foundation

/// The rows of a `list`, resolved only when asked for.
///
/// A list of 10,000 episodes costs nothing until a renderer shows rows; SwiftUI's lazy
/// stacks ask for the visible ones, the web renderer for a page at a time.
///
/// `@unchecked Sendable`: the one mutable part, the row ids made on first use, is behind a lock.
public final class LazyRows: @unchecked Sendable {
    let items: [JSONValue]
    let template: ViewNode
    let context: DataContext
    let resolver: Resolver
    let idKey: String?
    let depth: ResolutionDepth
    let actions: [RowActionTemplate]
    private let idsLock = NSLock()
    private var uniqueIDs: [String]?

    init(
        items: [JSONValue], template: ViewNode, context: DataContext, resolver: Resolver, idKey: String?, depth: ResolutionDepth,
        actions: [RowActionTemplate] = []
    ) {
        self.items = items
        self.template = template
        self.context = context
        self.resolver = resolver
        self.idKey = idKey
        self.depth = depth
        self.actions = actions
    }

    /// How many items the list's data has: valid row indices are `0..<count`, though a row the
    /// template's condition hides resolves to nil.
    public var count: Int { items.count }

    /// The item data of row `index`.
    public func item(at index: Int) -> JSONValue { items[index] }

    /// Row `index`, resolved now. `nil` when the template's condition hides it.
    public func row(at index: Int) -> RenderNode? {
        guard var node = resolver.resolve(template, in: rowContext(index), depth: depth) else { return nil }
        node.id = id(at: index)
        return node
    }

    /// Whether the list has `swipeActions` (every row gets the same buttons).
    public var hasRowActions: Bool { !actions.isEmpty }

    /// The swipe actions of row `index`, bound to its item: titles and icons evaluated, and
    /// actions that run with the row's `$.item` and `$.index`.
    public func rowActions(at index: Int) -> [RowAction] {
        guard !actions.isEmpty else { return [] }
        let context = rowContext(index)
        let environment = resolver.environment
        return actions.filter { $0.isShown(in: context, environment: environment) }.map { template in
            let icon = template.icon.map { $0.string(in: context, environment: environment) }
            return RowAction(
                title: template.title.string(in: context, environment: environment), icon: icon?.isEmpty == false ? icon : nil,
                role: template.role, action: BoundAction(action: template.action, context: context))
        }
    }

    private func rowContext(_ index: Int) -> DataContext {
        context.pushingItem(items[index], index: index)
    }

    /// All visible rows (for output and tests; renderers should page).
    public func resolveAll() -> [RenderNode] {
        (0..<count).compactMap { row(at: $0) }
    }

    /// A stable identity for row `index`, unique among the rows: the member named by `itemId`,
    /// else the item's `id`, `trackId` or `collectionId`, else the index. Never a hash, so
    /// identity survives relaunches. An id an earlier row has already (two items with one id,
    /// or an index that is another item's id) gets `~2`, `~3`, …: SwiftUI's `ForEach` must
    /// not see one twice.
    public func id(at index: Int) -> String {
        idsLock.withLock {
            if let uniqueIDs { return uniqueIDs[index] }
            let made = makeUniqueIDs()
            uniqueIDs = made
            return made[index]
        }
    }

    private func makeUniqueIDs() -> [String] {
        var taken = Set<String>(minimumCapacity: items.count)
        return items.indices.map { index in
            let natural = naturalID(at: index)
            var id = natural
            var occurrence = 1
            while !taken.insert(id).inserted {
                occurrence += 1
                id = "\(natural)~\(occurrence)"
            }
            return id
        }
    }

    private func naturalID(at index: Int) -> String {
        if case .object(let object) = items[index] {
            for key in [idKey, "id", "trackId", "collectionId"].compactMap({ $0 }) {
                if let value = object[key], !value.isNull { return ValueText.string(value) }
            }
        }
        return String(index)
    }
}
