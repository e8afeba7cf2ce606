/// The members of a view node object other than its props (`type`, `id`, `style`, …).
///
/// Recognised by length first, so dispatching a member costs one string comparison rather
/// than one per field: decoding does this for every member of every node.
enum NodeField: String, CaseIterable {
    case type, id, style, inlineStyle, condition, children, props, modifiers

    /// The field named `key`, or nil for anything else (a prop written on the node).
    @inline(__always)
    init?(_ key: String) {
        let field: NodeField
        switch key.utf8.count {
        case 2: field = .id
        case 4: field = .type
        case 5: field = key.utf8.first == UInt8(ascii: "s") ? .style : .props
        case 8: field = .children
        case 9: field = key.utf8.first == UInt8(ascii: "c") ? .condition : .modifiers
        case 11: field = .inlineStyle
        default: return nil
        }
        guard key == field.rawValue else { return nil }
        self = field
    }

    /// The known-word index (``KnownStrings``) of `type`, to find a node's type on the tape.
    static let typeWord = UInt16(KnownStrings.table.strings.firstIndex(of: "type")!)

    /// One bit per field, for duplicate detection without a set.
    var bit: UInt8 {
        switch self {
        case .type: return 1
        case .id: return 2
        case .style: return 4
        case .inlineStyle: return 8
        case .condition: return 16
        case .children: return 32
        case .props: return 64
        case .modifiers: return 128
        }
    }
}
