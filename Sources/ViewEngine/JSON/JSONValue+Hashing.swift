extension JSONValue {
    /// Levels of arrays and objects a hash looks into; deeper content is left out. Values that
    /// are equal still hash alike, and hashing stays clear of the end of the stack: state may
    /// nest 512 levels (``NestingLimits/stateDepth``), and hashing every level, with a hasher
    /// per object member, overflowed a 512 KiB thread at about 500 objects in a debug build.
    static let hashedLevels = 32

    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, levels: Self.hashedLevels)
    }

    /// Hashes the kind and content, arrays and objects only `levels` deep.
    func hash(into hasher: inout Hasher, levels: Int) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .number(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .string(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .array(let items):
            hasher.combine(4)
            hasher.combine(items.count)
            guard levels > 0 else { return }
            for item in items { item.hash(into: &hasher, levels: levels - 1) }
        case .object(let object):
            hasher.combine(5)
            object.hash(into: &hasher, levels: levels)
        }
    }
}
