/// The members of a JSON object, in the order they were written.
///
/// Order matters to people reading output (`sdui resolve` prints members as written), so this
/// is not a `Dictionary`. Keys and values sit side by side in one array: lookups in small
/// objects scan it linearly, which beats hashing at the sizes view JSON and API records have
/// and touches one block of memory; large objects also get an index built once.
public struct JSONObject: Sendable {
    /// One key and its value, as stored in ``members``.
    public typealias Member = (key: String, value: JSONValue)

    /// The members in the order they were written or added; each key appears once.
    public private(set) var members: [Member]
    private var index: [String: Int]?

    /// Objects with more members than this get a hash index.
    private static let indexThreshold = 12

    /// An empty object, `{}`.
    public init() {
        members = []
    }

    /// Creates an object from members; a later duplicate key replaces the earlier value.
    public init<S: Sequence>(_ members: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    /// Makes room for `count` members up front (a parsed object knows how many it has).
    mutating func reserveCapacity(_ count: Int) {
        members.reserveCapacity(count)
    }

    /// The number of members.
    public var count: Int { members.count }
    /// Whether the object is `{}`.
    public var isEmpty: Bool { members.isEmpty }
    /// The member names, in member order.
    public var keys: [String] { members.map(\.key) }
    /// The member values, in member order.
    public var values: [JSONValue] { members.map(\.value) }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        for position in members.indices where members[position].key == key { return position }
        return nil
    }

    /// The value for `key`; setting `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                members.append((key, newValue))
                if index != nil {
                    index?[key] = members.count - 1
                } else if members.count > Self.indexThreshold {
                    rebuildIndex()
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var built = [String: Int](minimumCapacity: members.count)
        for (offset, member) in members.enumerated() { built[member.key] = offset }
        index = built
    }
}

extension JSONObject: Sequence {
    public func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }
}

extension JSONObject: Hashable {
    /// Objects are equal when they have the same members, whatever their order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs where rhs[key] != value { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, levels: JSONValue.hashedLevels)
    }

    /// Hashes the members' values `levels` deep (see ``JSONValue/hashedLevels``).
    func hash(into hasher: inout Hasher, levels: Int) {
        // Order-independent: combine member hashes commutatively.
        var combined = 0
        if levels > 0 {
            for (key, value) in self {
                var memberHasher = Hasher()
                memberHasher.combine(key)
                value.hash(into: &memberHasher, levels: levels - 1)
                combined ^= memberHasher.finalize()
            }
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
