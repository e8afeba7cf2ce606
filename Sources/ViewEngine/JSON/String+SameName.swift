extension String {
    /// `==` for the short names decoding and resolving look up by linear scan (props, fields):
    /// names that differ mostly differ in length, and comparing lengths is inline, while a
    /// failed `==` of two different strings is a call into the standard library.
    @inline(__always)
    func isSameName(_ other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
