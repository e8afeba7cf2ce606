/// Text as expressions quote it: `'…'` or `"…"`, in which a backslash escapes the next
/// character. Scanners that look for a closing `}` or `)` skip what is quoted with this.
enum QuotedText {
    /// The first index from `start` whose scalar is outside quotes and for which `stop` is
    /// true; nil when none is.
    static func firstOutside(_ scalars: [Unicode.Scalar], from start: Int, where stop: (Int, Unicode.Scalar) -> Bool) -> Int? {
        var quote: Unicode.Scalar?
        var position = start
        while position < scalars.count {
            let scalar = scalars[position]
            if let open = quote {
                if scalar == "\\" { position += 1 } else if scalar == open { quote = nil }
            } else if scalar == "'" || scalar == "\"" {
                quote = scalar
            } else if stop(position, scalar) {
                return position
            }
            position += 1
        }
        return nil
    }
}
