/// `color_picker`: SwiftUI's `ColorPicker` over a colour kept in state as hex text:
/// `#RRGGBB`, or `#RRGGBBAA` when it supports opacity and the colour is not opaque.
enum ColorPickerNode: NodeDefinition {
    static let spec = NodeSpec(
        .colorPicker, .controls,
        props: [
            PropSpec("label", .text, "What the colour is for, shown beside the swatch"),
            PropSpec("binding", .statePath, required: true, writes: .text, "State path of the hex colour it shows and writes (#RRGGBB or #RRGGBBAA)"),
            PropSpec("supportsOpacity", .bool, default: true, "Whether a colour that is not opaque may be picked"),
            PropSpec("onChange", .action, "Runs after the new colour is written"),
        ], "Picks a colour, kept in state as hex text",
        example: #"{"type": "vstack", "alignment": "leading", "children": [{"type": "color_picker", "label": "Accent", "binding": "$.accent", "supportsOpacity": false}, {"type": "text", "content": "Accent colour: ${$.accent | default:none}"}]}"#)

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let props = scope.props
        let binding = scope.binding()
        let supportsOpacity = props.bool("supportsOpacity") ?? true
        var value: HexColor?
        switch scope.value(at: binding) {
        case .string(let text)?:
            value = HexColor(text)
            if value == nil, !text.isEmpty { scope.report("'\(text)' is not a hex colour (#RRGGBB or #RRGGBBAA); the picker shows black") }
        case nil, .null?:
            value = nil
        case let other?:
            scope.report("a colour picker shows hex text, found \(other.typeDescription); it shows black")
        }
        return .colorPicker(
            RenderNode.ColorPicker(
                label: props.string("label") ?? "", value: value, supportsOpacity: supportsOpacity, binding: binding, onChange: props.action("onChange")))
    }
}

/// A colour as state keeps it: `#RRGGBB` or `#RRGGBBAA` (upper case when written by a picker).
public struct HexColor: Sendable, Hashable {
    /// The channels, each 0–255 (`00`–`FF` in the text); an alpha of 255 is opaque.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// A colour from its channels, each 0–255; opaque unless `alpha` is below 255.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, either case; nil otherwise.
    public init?(_ text: String) {
        var digits: [UInt8] = []
        for (index, byte) in text.utf8.enumerated() {
            if index == 0 {
                guard byte == UInt8(ascii: "#") else { return nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 3: self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6, 8:
            func pair(_ i: Int) -> UInt8 { digits[i] * 16 + digits[i + 1] }
            self.init(red: pair(0), green: pair(2), blue: pair(4), alpha: digits.count == 8 ? pair(6) : 255)
        default: return nil
        }
    }

    /// `#RRGGBB`, with `AA` after it when not opaque.
    public var text: String {
        let hex = Array("0123456789ABCDEF")
        let bytes = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + String(bytes.flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] })
    }

    /// The opaque colour, `#rrggbb` in lower case: what a browser's colour input reads.
    public var opaqueLowercase: String {
        HexColor(red: red, green: green, blue: blue).text.lowercased()
    }
}

extension RenderNode {
    /// A colour bound to hex text.
    public struct ColorPicker: Sendable {
        /// What the colour is for, shown beside the swatch; empty when the `label` prop is absent.
        public var label: String
        /// The bound colour; nil when missing or unreadable (shown black).
        public var value: HexColor?
        /// The `supportsOpacity` prop, true by default; false offers only opaque colours (the
        /// `supportsOpacity:` argument of SwiftUI's `ColorPicker`).
        public var supportsOpacity: Bool
        /// The state path from `binding`: a pick writes the colour there as `#RRGGBB` or `#RRGGBBAA`.
        public var binding: BindingPath
        /// The `onChange` action, run after the new colour is written; nil for none.
        public var onChange: BoundAction?

        /// What a host may write for it: hex text, with alpha only when it supports opacity.
        public var accepts: AcceptedValue { .hexColor(supportsOpacity: supportsOpacity) }

        /// What `sdui resolve` prints.
        var jsonMembers: JSONObject {
            var o: JSONObject = ["label": .string(label), "supportsOpacity": .bool(supportsOpacity)]
            o["value"] = value.map { .string($0.text) } ?? .null
            o["binding"] = .string(binding.description)
            if let onChange { o["onChange"] = onChange.action.jsonValue }
            return o
        }
    }
}
