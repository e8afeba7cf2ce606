/// Payloads of the controls: buttons, text fields, switches, sliders, pickers, share links.
extension RenderNode {
    public struct Button: Sendable {
        public enum Role: String, Sendable, CaseIterable {
            case destructive, cancel
        }

        public var label: RenderNode
        public var action: BoundAction?
        public var role: Role?
        public var isDisabled: Bool
    }

    public struct TextField: Sendable {
        public var placeholder: String
        /// The current text, read from ``binding``.
        public var text: String
        /// Where edits are written (`env.x` app-wide, anything else the screen's state).
        public var binding: BindingPath
        public var onSubmit: BoundAction?
        public var isSearch: Bool
        public var isSecure: Bool
    }

    /// An on/off switch over a boolean in state.
    public struct Toggle: Sendable {
        public var label: String
        /// The current value, read from ``binding`` (truthiness, so a missing value is off).
        public var isOn: Bool
        /// Where a flip is written (`env.x` app-wide, anything else the screen's state).
        public var binding: BindingPath
        /// Runs after the new value is written.
        public var onChange: BoundAction?

        /// What a host may write for it: `true` or `false`.
        public var accepts: AcceptedValue { .bool }
    }

    /// A slider over a number in state.
    public struct Slider: Sendable {
        public var label: String?
        /// The current value, read from ``binding`` and kept inside the range.
        public var value: Double
        public var minimum: Double
        /// Always greater than ``minimum``.
        public var maximum: Double
        /// Distance between allowed values; nil: any value in the range.
        public var step: Double?
        public var binding: BindingPath
        /// Runs when the user lets go, after the value is written.
        public var onChange: BoundAction?

        /// What a host may write for it: a number in its range, snapped to its step.
        public var accepts: AcceptedValue { .number(minimum: minimum, maximum: maximum, step: step) }
    }

    /// One of several values, chosen from a list.
    public struct Picker: Sendable {
        public enum Style: String, Sendable, CaseIterable {
            /// A button that opens a menu of the options (SwiftUI's default in forms).
            case menu
            /// A segmented control: every option visible, side by side.
            case segmented
            /// The options as a list of rows with a checkmark on the chosen one.
            case inline
        }

        public struct Option: Sendable, Hashable {
            public var title: String
            /// What choosing the option writes at the binding.
            public var value: JSONValue

            public init(title: String, value: JSONValue) {
                self.title = title
                self.value = value
            }
        }

        public var label: String?
        public var options: [Option]
        /// The first option whose value equals the bound value; nil when none does.
        public var selectedIndex: Int?
        public var style: Style
        public var binding: BindingPath
        /// Runs after the new value is written.
        public var onChange: BoundAction?

        /// The position of the first option whose value equals `value` (the expressions'
        /// equality, so `1` and `"1"` match, and a missing value matches a `null` option); nil
        /// when none does, which renderers show as "no selection". The resolver and the
        /// renderers' live selection both use it, so they agree.
        /// What a host may write for it: one of its options' values.
        public var accepts: AcceptedValue { .oneOf(options.map(\.value)) }

        public func index(of value: JSONValue?) -> Int? {
            options.firstIndex { ExpressionNode.compare(.equal, $0.value, value) }
        }
    }

    /// A button that opens the share sheet with text and, optionally, an image of another node.
    public struct ShareLink: Sendable {
        public var text: String
        public var title: String?
        /// nil: the platform's own share button (an icon and "Share").
        public var label: RenderNode?
        /// The `id` of the node on the same screen to share as an image (see
        /// ``RenderNode/firstNode(withID:rowLimit:)``).
        public var snapshotID: String?
        /// The shared image's width in pixels, whatever the device's scale (its height keeps
        /// the node's proportions); nil: the node's width at the screen's scale.
        public var snapshotPixelWidth: Int?
    }
}
