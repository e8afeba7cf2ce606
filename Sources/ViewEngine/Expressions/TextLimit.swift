/// The longest text an expression makes, in UTF-8 bytes (1 MiB).
///
/// Text that doubles at each step (a string lookup whose argument is itself a lookup, or
/// `$.t + $.t` passed down through twenty components) would exhaust memory in a few dozen
/// steps from a few lines of JSON. So `replace`, `join` and `+` give a missing value beyond the limit,
/// as an arithmetic overflow does, and interpolation and string lookups, which make display
/// text, stop adding pieces at it.
enum TextLimit {
    static let maxBytes = 1 << 20

    /// Whether `a` and `b` joined stay within the limit.
    static func allowsJoining(_ a: String, _ b: String) -> Bool {
        a.utf8.count + b.utf8.count <= maxBytes
    }
}

extension String {
    /// Appends `piece` unless the text would then be longer than ``TextLimit/maxBytes``;
    /// false when it was left out, and the caller should stop adding.
    mutating func appendWithinLimit(_ piece: String) -> Bool {
        guard TextLimit.allowsJoining(self, piece) else { return false }
        self += piece
        return true
    }
}
