import ViewEngine

/// CSS for colours. Fixed colours are written as hex; a light/dark pair becomes a CSS custom
/// property whose value switches with `prefers-color-scheme` (or the app's `colorScheme`),
/// declared once per page.
struct ColorPalette {
    private var variables: [ResolvedColor: String] = [:]
    private var order: [ResolvedColor] = []

    /// A CSS colour value for `color`.
    mutating func css(_ color: ResolvedColor) -> String {
        guard color.isAdaptive else { return Self.css(color.light) }
        if let name = variables[color] { return "var(\(name))" }
        let name = "--sdui-c\(order.count)"
        variables[color] = name
        order.append(color)
        return "var(\(name))"
    }

    static func css(_ rgba: RGBA) -> String { rgba.hex(uppercase: false) }

    var isEmpty: Bool { order.isEmpty }

    /// The declarations of the page's adaptive colours, for a `<style>` element.
    var stylesheet: String {
        guard !order.isEmpty else { return "" }
        var light = ""
        var dark = ""
        for color in order {
            let name = variables[color]!
            light += "\(name):\(Self.css(color.light));"
            dark += "\(name):\(Self.css(color.dark));"
        }
        return Self.template.replacingOccurrences(of: "/*light*/", with: light)
            .replacingOccurrences(of: "/*dark*/", with: dark).withoutCSSComments
    }

    /// The rules the declarations go into, from `Resources/palette.css`.
    private static let template = ResourceText.load("palette", extension: "css", from: .module)
}
