import ViewEngine

/// How a node sits in its parent, which decides how its wish to expand becomes CSS.
enum ParentLayout {
    /// A vertical flex container (vstack, vertical scroll, screen body, button).
    case column
    /// A horizontal flex container (hstack, horizontal scroll).
    case row
    /// A grid cell: zstack layers and lazy grid cells.
    case cell
    /// Anything else: no expansion is expressed.
    case inline
}

/// Whether a view takes all the space offered along each axis (SwiftUI's "flexible" views:
/// spacers, scroll views, frames with an infinite maximum, and stacks that contain them).
struct Flexibility: Equatable {
    var horizontal = false
    var vertical = false

    static let none = Flexibility()
    static let both = Flexibility(horizontal: true, vertical: true)

    func union(_ other: Flexibility) -> Flexibility {
        Flexibility(horizontal: horizontal || other.horizontal, vertical: vertical || other.vertical)
    }

    /// The classes that make a flexible child fill its parent (see BaseStylesheet).
    func classes(in parent: ParentLayout) -> [String] {
        var classes: [String] = []
        switch parent {
        case .column:
            if horizontal { classes.append("xs") }
            if vertical { classes.append("g") }
        case .row:
            if horizontal { classes.append("gr") }
            if vertical { classes.append("xs") }
        case .cell:
            if horizontal { classes.append("js") }
            if vertical { classes.append("xs") }
        case .inline:
            break
        }
        return classes
    }
}

/// One HTML element under construction. Attribute values are raw and escaped on output;
/// `body` is HTML that is already safe; `styles` are CSS declarations built from numbers
/// and colours only.
struct Element {
    var tag: String
    var classes: [String] = []
    var attributes: [(name: String, value: String)] = []
    var styles: [String] = []
    var body = ""
    var isVoid = false
    var flex = Flexibility.none
    /// Set when the kind already placed its accessibility attributes (text fields put them
    /// on the input, not on the wrapper).
    var handlesAccessibility = false

    init(_ tag: String, classes: [String] = [], body: String = "") {
        self.tag = tag
        self.classes = classes
        self.body = body
    }

    mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append((name, value))
        }
    }

    /// Sets one of the wire protocol's attributes (the client script reads it).
    mutating func set(_ attribute: WireProtocol.Attribute, _ value: String) {
        set(attribute.rawValue, value)
    }

    func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// An accessibility hint: the element's accessible description. Written as `title`, which
    /// every checker and screen reader knows (`aria-description` is an ARIA 1.3 draft that
    /// axe-core and the Nu HTML Checker reject as an invalid attribute).
    mutating func setHint(_ hint: String) { set("title", hint) }

    /// The element on its own (see ``write(into:)``).
    var html: String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the element's HTML to `out`, the HTML its parent is writing: each element's
    /// markup is copied once per level into that one string, instead of into a string of its
    /// own that the parent then copies again.
    func write(into out: inout String) {
        // Sized up front only when empty: a parent's string grows geometrically by itself, and
        // reserving a little more at every child would reallocate it each time.
        if out.isEmpty {
            out.reserveCapacity(
                body.utf8.count + 2 * tag.utf8.count + 64 + attributes.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
                    + classes.reduce(0) { $0 + $1.utf8.count + 1 } + styles.reduce(0) { $0 + $1.utf8.count + 1 })
        }
        out += "<"
        out += tag
        if !classes.isEmpty {
            out += " class=\""
            HTMLEscaping.append(classes, separator: " ", to: &out)
            out += "\""
        }
        if !styles.isEmpty {
            out += " style=\""
            HTMLEscaping.append(styles, separator: ";", to: &out)
            out += "\""
        }
        for attribute in attributes {
            out += " "
            out += attribute.name
            out += "=\""
            HTMLEscaping.append(attribute.value, to: &out)
            out += "\""
        }
        out += ">"
        if isVoid { return }
        out += body
        out += "</"
        out += tag
        out += ">"
    }
}

/// A rendered node: its HTML and how it wants to expand.
struct Rendered {
    var html: String
    var flex: Flexibility

    static let empty = Rendered(html: "", flex: .none)
}

/// CSS lengths without a trailing `.0`, and never NaN or infinite.
func px(_ value: Double) -> String {
    cssNumber(value, scale: 100) + "px"
}

/// A plain CSS number.
func number(_ value: Double) -> String {
    cssNumber(value, scale: 1000)
}

/// `value` rounded to 1/`scale`: every number the page writes goes through here. NaN and
/// infinity are 0. A finite value too large to scale (`1e308 * 100` is infinite, which printed
/// `infpx`) has no fraction to round, so it is written as it is (`1e+308`, valid CSS).
private func cssNumber(_ value: Double, scale: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * scale).rounded() / scale
    return ValueText.number(rounded.isFinite ? rounded : value)
}
