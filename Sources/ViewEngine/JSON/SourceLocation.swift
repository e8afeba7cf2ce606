/// A position in a source file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, counting from 1; 0 in ``unknown``.
    public var line: Int
    /// The column in Unicode scalars, counting from 1; 0 in ``unknown``.
    public var column: Int

    /// A position at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Used for values that were not read from a file (built in code, or from `--params`).
    public static let unknown = SourceLocation(line: 0, column: 0)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Where a value came from: the file name (as given to the loader) and a byte offset into it.
///
/// Kept as an offset so that decoding records positions at no cost; line and column are
/// computed only when a diagnostic is printed.
public struct SourceRef: Sendable, Hashable {
    /// The parsed file the value is in; nil for values not read from a file.
    public let document: JSONDocument?
    /// The byte offset into the file: of the value's first byte (a string's opening quote), or
    /// of the character inside a string that an expression error points at.
    public let offset: Int

    /// A reference to byte `offset` of `document`.
    public init(document: JSONDocument?, offset: Int) {
        self.document = document
        self.offset = offset
    }

    /// No source: for values built in code; its ``location`` is ``SourceLocation/unknown``.
    public static let none = SourceRef(document: nil, offset: 0)

    /// The file name given to the loader (`screens/home.json`), or nil without a document.
    public var file: String? { document?.fileName }

    /// For a reference to a JSON string whose decoded value is `text`: the position of the
    /// `scalar`-th Unicode scalar of `text` inside the file, so an expression error points at
    /// its column. When the string is written with escapes, offsets in the file and in `text`
    /// differ, and the string's own position is kept.
    func inside(string text: String, atScalar scalar: Int?) -> SourceRef {
        guard let scalar, let document, offset < document.bytes.count, document.bytes[offset] == UInt8(ascii: "\""),
            offset + 1 + text.utf8.count <= document.bytes.count,
            document.bytes[(offset + 1)..<(offset + 1 + text.utf8.count)].elementsEqual(text.utf8)
        else { return self }
        let byteOffset = String(text.unicodeScalars.prefix(scalar)).utf8.count
        return SourceRef(document: document, offset: offset + 1 + byteOffset)
    }

    /// The 1-based line and column of ``offset``, computed when asked; ``SourceLocation/unknown``
    /// without a document.
    public var location: SourceLocation {
        document?.location(ofOffset: offset) ?? .unknown
    }

    public static func == (lhs: SourceRef, rhs: SourceRef) -> Bool {
        lhs.document === rhs.document && lhs.offset == rhs.offset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        if let document { hasher.combine(ObjectIdentifier(document)) }
    }
}
