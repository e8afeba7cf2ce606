/// A colour in sRGB with 8-bit channels.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// The channels, each 0–255: red, green, blue, and alpha (255 opaque, 0 fully transparent).
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// A colour of the given channels, 0–255 each; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (alpha last, as CSS writes it).
    public init?(hex: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var utf8 = hex.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        while let byte = utf8.next() {
            guard let digit = hexValue(byte), digits.count < 8 else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3: self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6, 8:
            self.init(
                red: digits[0] << 4 | digits[1], green: digits[2] << 4 | digits[3], blue: digits[4] << 4 | digits[5],
                alpha: digits.count == 8 ? digits[6] << 4 | digits[7] : 255)
        default: return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String { hex(uppercase: true) }

    /// `#rrggbb` or `#rrggbbaa` in the case asked for. Written byte by byte: the web renderer
    /// writes a colour for nearly every styled node of every frame.
    public func hex(uppercase: Bool) -> String {
        let letterBase = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : letterBase + value - 10 }
        let count = alpha == 255 ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            func put(_ byte: UInt8, at index: Int) {
                buffer[index] = digit(byte >> 4)
                buffer[index + 1] = digit(byte & 0xF)
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if count == 9 { put(alpha, at: 7) }
            return count
        }
    }

    public var description: String { hex }
}

/// A resolved colour with its light and dark appearance (equal when the theme gives one).
public struct ResolvedColor: Sendable, Hashable {
    /// The colour in light appearance.
    public var light: RGBA
    /// The colour in dark appearance; the same as ``light`` for a colour given once.
    public var dark: RGBA

    /// A colour of `light` and `dark` values; without `dark` it looks the same in both.
    public init(light: RGBA, dark: RGBA? = nil) {
        self.light = light
        self.dark = dark ?? light
    }

    /// Whether the two appearances differ; renderers then need both (the web preview writes a
    /// CSS variable that switches with the colour scheme), else one fixed colour.
    public var isAdaptive: Bool { light != dark }
}

/// A colour as a style names it: a hex literal or a name (a theme colour, else a system colour).
public enum ColorReference: Sendable, Hashable {
    /// A `#RGB`, `#RRGGBB` or `#RRGGBBAA` value, the same in light and dark.
    case literal(ResolvedColor)
    /// A name looked up in the theme's `colors` first, then in ``SystemColors`` (`secondary`).
    case named(String)

    init?(parsing text: String) {
        if text.hasPrefix("#") {
            guard let rgba = RGBA(hex: text) else { return nil }
            self = .literal(ResolvedColor(light: rgba))
        } else if !text.isEmpty {
            self = .named(text)
        } else {
            return nil
        }
    }
}

/// iOS system colours by name, with their light and dark values, so JSON can say
/// `"foregroundColor": "secondary"` without a theme entry.
public enum SystemColors {
    /// Every system colour by its JSON name (`primary`, `secondaryLabel`, `accentColor`, `blue`,
    /// `clear`, …), with light and dark values as iOS draws them.
    public static let all: [String: ResolvedColor] = {
        func c(_ light: String, _ dark: String) -> ResolvedColor {
            ResolvedColor(light: RGBA(hex: light)!, dark: RGBA(hex: dark)!)
        }
        return [
            "primary": c("#000000", "#FFFFFF"),
            "secondary": c("#3C3C4399", "#EBEBF599"),
            "tertiary": c("#3C3C434C", "#EBEBF54C"),
            "label": c("#000000", "#FFFFFF"),
            "secondaryLabel": c("#3C3C4399", "#EBEBF599"),
            "systemBackground": c("#FFFFFF", "#000000"),
            "secondarySystemBackground": c("#F2F2F7", "#1C1C1E"),
            "tertiarySystemBackground": c("#FFFFFF", "#2C2C2E"),
            "systemGroupedBackground": c("#F2F2F7", "#000000"),
            "separator": c("#3C3C434A", "#54545899"),
            "accentColor": c("#007AFF", "#0A84FF"),
            "blue": c("#007AFF", "#0A84FF"),
            "red": c("#FF3B30", "#FF453A"),
            "green": c("#34C759", "#30D158"),
            "orange": c("#FF9500", "#FF9F0A"),
            "yellow": c("#FFCC00", "#FFD60A"),
            "pink": c("#FF2D55", "#FF375F"),
            "purple": c("#AF52DE", "#BF5AF2"),
            "indigo": c("#5856D6", "#5E5CE6"),
            "teal": c("#30B0C7", "#40C8E0"),
            "gray": c("#8E8E93", "#8E8E93"),
            "white": c("#FFFFFF", "#FFFFFF"),
            "black": c("#000000", "#000000"),
            "clear": c("#00000000", "#00000000"),
        ]
    }()
}
