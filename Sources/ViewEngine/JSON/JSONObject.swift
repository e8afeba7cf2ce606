/// The members of a JSON object, in the order they were written.
///
/// Order matters to people reading output (`sdui resolve` prints members as written), so this
/// is not a `Dictionary`. Lookups scan small objects linearly, which beats hashing at the sizes
/// view JSON and API records have, and use an index built once for large ones.
public struct JSONObject: Sendable {
    public private(set) var keys: [String]
    public private(set) var values: [JSONValue]
    private var index: [String: Int]?

    /// Objects with more members than this get a hash index.
    private static let indexThreshold = 12

    public init() {
        keys = []
        values = []
    }

    /// Creates an object from members; a later duplicate key replaces the earlier value.
    public init<S: Sequence>(_ members: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return keys.firstIndex(of: key)
    }

    /// The value for `key`; setting `nil` removes the member.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { values[$0] } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if index != nil {
                    index?[key] = keys.count - 1
                } else if keys.count > Self.indexThreshold {
                    rebuildIndex()
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        guard keys.count > Self.indexThreshold else {
            index = nil
            return
        }
        var built = [String: Int](minimumCapacity: keys.count)
        for (offset, key) in keys.enumerated() { built[key] = offset }
        index = built
    }
}

extension JSONObject: Sequence {
    public func makeIterator() -> Zip2Sequence<[String], [JSONValue]>.Iterator {
        zip(keys, values).makeIterator()
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
        // Order-independent: combine member hashes commutatively.
        var combined = 0
        for (key, value) in self {
            var memberHasher = Hasher()
            memberHasher.combine(key)
            memberHasher.combine(value)
            combined ^= memberHasher.finalize()
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
