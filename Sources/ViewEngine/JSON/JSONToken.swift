/// One entry of a document's tape: 16 bytes, so a file's tape stays small beside its bytes.
struct JSONToken: Sendable {
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, array, object
    }

    /// Byte offset of the token's first character.
    var offset: UInt32
    var kind: Kind
    /// For strings: whether the content holds escapes that decoding must expand.
    var hasEscapes: Bool
    /// For strings: the index of the known word (``KnownStrings``) the content is, or
    /// ``noWord``. Sits in what would be padding.
    var word: UInt16
    /// Strings: end of content (exclusive), in the low 32 bits. Containers: the tape index just
    /// past the container in the low 32 bits, the number of elements (arrays) or members
    /// (objects) in the high 32. Numbers: the value's bits.
    var payload: UInt64

    static let noWord = UInt16.max

    init(kind: Kind, offset: UInt32, hasEscapes: Bool = false, word: UInt16 = JSONToken.noWord, payload: UInt64 = 0) {
        self.offset = offset
        self.kind = kind
        self.hasEscapes = hasEscapes
        self.word = word
        self.payload = payload
    }

    /// Strings: end of content (exclusive). Containers: tape index just past the container.
    var end: Int { Int(UInt32(truncatingIfNeeded: payload)) }
    /// Containers: number of elements or members.
    var count: Int { Int(payload >> 32) }
}
