/// Payloads of the controls: buttons, text fields, switches, sliders, pickers, share links.
extension RenderNode {
    /// A tappable button: the `button` node, and `link` and `navigation_link`, whose actions
    /// open a web page or push a screen.
    public struct Button: Sendable {
        /// The `role` prop (also a dialog or swipe button's `role`): SwiftUI's `ButtonRole`.
        public enum Role: String, Sendable, CaseIterable {
            /// `"destructive"`: SwiftUI's `ButtonRole.destructive`, drawn in red.
            case destructive
            /// `"cancel"`: SwiftUI's `ButtonRole.cancel`; a confirmation dialog without one adds its
            /// own Cancel.
            case cancel
        }

        /// The button's content, from the `label` prop (text or a node).
        public var label: RenderNode
        /// What a tap runs; nil: a tap does nothing.
        public var action: BoundAction?
        /// The `role` prop; nil: an ordinary button.
        public var role: Role?
        /// The `disabled` prop (false by default); also true for a `link` whose URL cannot be opened.
        public var isDisabled: Bool
    }

    /// A one-line text input bound to state: `text_field`, `secure_field` or `search_bar`.
    public struct TextField: Sendable {
        /// The prompt shown while the text is empty, from `placeholder`; empty for none.
        public var placeholder: String
        /// The current text, read from ``binding``.
        public var text: String
        /// Where edits are written (`env.x` app-wide, anything else the screen's state).
        public var binding: BindingPath
        /// The `onSubmit` action, run on return (a search bar: on search); nil for none.
        public var onSubmit: BoundAction?
        /// The `onChange` action, run after an edit that changes the text; nil for none.
        public var onChange: BoundAction? = nil
        /// A `search_bar`: drawn like `.searchable`'s field, a magnifying glass before the text.
        public var isSearch: Bool
        /// A `secure_field`, or a `text_field` with `secure`: SwiftUI's `SecureField`, hiding what is typed.
        public var isSecure: Bool
        /// A `text_field` with `"format": "number"`: ``text`` is the number in the locale, and
        /// what is typed is read in it when committed; nil for a field of text.
        public var numberFormat: NumberFieldFormat? = nil
    }

    /// An on/off switch over a boolean in state.
    public struct Toggle: Sendable {
        /// What the switch turns on and off, from `label`; empty when absent.
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
        /// What the slider sets, for assistive technology; nil for none.
        public var label: String?
        /// The current value, read from ``binding`` and kept inside the range.
        public var value: Double
        /// The smallest value, from `min` (0 by default); an unusable range falls back to 0…1.
        public var minimum: Double
        /// Always greater than ``minimum``.
        public var maximum: Double
        /// Distance between allowed values; nil: any value in the range.
        public var step: Double?
        /// The state path from `binding` of the number the slider shows and writes.
        public var binding: BindingPath
        /// Runs when the user lets go, after the value is written.
        public var onChange: BoundAction?

        /// What a host may write for it: a number in its range, snapped to its step.
        public var accepts: AcceptedValue { .number(minimum: minimum, maximum: maximum, step: step) }
    }

    /// One of several values, chosen from a list.
    public struct Picker: Sendable {
        /// The `pickerStyle` prop: how the options show.
        public enum Style: String, Sendable, CaseIterable {
            /// A button that opens a menu of the options (SwiftUI's default in forms).
            case menu
            /// A segmented control: every option visible, side by side.
            case segmented
            /// The options as a list of rows with a checkmark on the chosen one.
            case inline
        }

        /// One choice: the text shown for it and the value it writes.
        public struct Option: Sendable, Hashable {
            /// What the option shows: its `title`, or a plain value written as text.
            public var title: String
            /// What choosing the option writes at the binding.
            public var value: JSONValue

            /// An option showing `title` that writes `value`.
            public init(title: String, value: JSONValue) {
                self.title = title
                self.value = value
            }
        }

        /// What is being chosen, from `label`; nil shows no label.
        public var label: String?
        /// The choices in order, from `options`; unusable or duplicate-valued entries are left out.
        public var options: [Option]
        /// The first option whose value equals the bound value; nil when none does.
        public var selectedIndex: Int?
        /// How the options show, from `pickerStyle`; `.menu` when missing or unknown.
        public var style: Style
        /// The state path from `binding` of the chosen value; choosing writes the option's `value` there.
        public var binding: BindingPath
        /// Runs after the new value is written.
        public var onChange: BoundAction?

        /// What a host may write for it: one of its options' values.
        public var accepts: AcceptedValue { .oneOf(options.map(\.value)) }

        /// The position of the first option whose value equals `value` (the expressions'
        /// equality, so `1` and `"1"` match, and a missing value matches a `null` option); nil
        /// when none does, which renderers show as "no selection". The resolver and the
        /// renderers' live selection both use it, so they agree.
        public func index(of value: JSONValue?) -> Int? {
            options.firstIndex { ExpressionNode.compare(.equal, $0.value, value) }
        }
    }

    /// A button that opens the share sheet with text and, optionally, an image of another node.
    public struct ShareLink: Sendable {
        /// The text to share, from `text`; empty when absent.
        public var text: String
        /// The shared text's subject (a mail subject, a preview title), from `title`; nil for none.
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
