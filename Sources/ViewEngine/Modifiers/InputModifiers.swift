extension RenderModifier {
    /// How text fields in the view take input. Like SwiftUI's environment, they reach every
    /// field inside the view.
    public enum Input: Sendable {
        /// `submitLabel`: the label of the keyboard's return key in fields inside; the web
        /// preview sets `enterkeyhint`.
        case submitLabel(SubmitLabel)
        /// `keyboardType`: the keyboard fields inside show (iOS only; macOS ignores it); the web
        /// preview sets `inputmode`, which only on-screen keyboards follow.
        case keyboardType(KeyboardType)
        /// `textContentType`: what fields inside hold, so the system can offer autofill (iOS only);
        /// the web preview sets `autocomplete`.
        case textContentType(TextContentType)
        /// `textInputAutocapitalization`: when fields inside capitalise on their own (iOS only);
        /// the web preview sets `autocapitalize`.
        case textInputAutocapitalization(Autocapitalization)
        /// `autocorrectionDisabled`: true (the JSON default) turns autocorrection off in fields
        /// inside; the web preview sets `autocorrect` and `spellcheck`.
        case autocorrectionDisabled(Bool)
        /// `scrollDismissesKeyboard`: whether scrolling the view hides the keyboard. The browser
        /// decides that itself, so the web preview ignores it.
        case scrollDismissesKeyboard(ScrollDismissesKeyboardMode)
    }

    /// SwiftUI's `ScrollDismissesKeyboardMode`: when scrolling hides the keyboard.
    public enum ScrollDismissesKeyboardMode: String, Sendable, CaseIterable {
        /// The system decides from the context (SwiftUI's default).
        case automatic
        /// The keyboard hides as soon as scrolling starts.
        case immediately
        /// The keyboard follows the drag and can be pulled down off the screen.
        case interactively
        /// Scrolling leaves the keyboard up.
        case never
    }

    /// SwiftUI's `SubmitLabel`: the title of the keyboard's return key. The web preview maps
    /// `done`, `go`, `send`, `search` and `next` to the same `enterkeyhint`; the rest show as `enter`.
    public enum SubmitLabel: String, Sendable, CaseIterable {
        /// SwiftUI's `SubmitLabel.done`.
        case done
        /// SwiftUI's `SubmitLabel.go`.
        case go
        /// SwiftUI's `SubmitLabel.send`.
        case send
        /// SwiftUI's `SubmitLabel.join`; enter on the web.
        case join
        /// SwiftUI's `SubmitLabel.route`; enter on the web.
        case route
        /// SwiftUI's `SubmitLabel.search`.
        case search
        /// SwiftUI's `SubmitLabel.return`; enter on the web.
        case `return`
        /// SwiftUI's `SubmitLabel.next`.
        case next
        /// SwiftUI's `SubmitLabel.continue`; enter on the web.
        case `continue`
    }

    /// UIKit's `UIKeyboardType`, written by name; the web preview uses the nearest HTML
    /// `inputmode`.
    public enum KeyboardType: String, Sendable, CaseIterable {
        /// The standard keyboard for the current input method; `inputmode` `text`.
        case `default`
        /// Letters limited to ASCII; `inputmode` `text`.
        case asciiCapable
        /// Numbers and punctuation keys; `inputmode` `decimal`.
        case numbersAndPunctuation
        /// For web addresses, with `.`, `/` and `.com`; `inputmode` `url`.
        case URL
        /// Digits only; `inputmode` `numeric`.
        case numberPad
        /// A telephone keypad: digits with `*` and `#`; `inputmode` `tel`.
        case phonePad
        /// Letters or phone digits, for a name or a number; `inputmode` `tel`.
        case namePhonePad
        /// For email addresses, with `@` and `.`; `inputmode` `email`.
        case emailAddress
        /// Digits and a decimal separator; `inputmode` `decimal`.
        case decimalPad
        /// With `@` and `#` keys for handles and tags; `inputmode` `text`.
        case twitter
        /// For search terms and URLs, with space and `.` to hand; `inputmode` `search`.
        case webSearch
        /// ASCII digits only, whatever the locale; `inputmode` `numeric`.
        case asciiCapableNumberPad
    }

    /// UIKit's `UITextContentType`, written by name, for autofill; the web preview writes the
    /// matching HTML `autocomplete` token.
    public enum TextContentType: String, Sendable, CaseIterable {
        /// A person's full name; `autocomplete` `name`.
        case name
        /// A first name; `autocomplete` `given-name`.
        case givenName
        /// A last name; `autocomplete` `family-name`.
        case familyName
        /// A nickname; `autocomplete` `nickname`.
        case nickname
        /// A company or organisation; `autocomplete` `organization`.
        case organizationName
        /// A job title; `autocomplete` `organization-title`.
        case jobTitle
        /// A place or address, free form; `autocomplete` `street-address`.
        case location
        /// A whole street address; `autocomplete` `street-address`.
        case fullStreetAddress
        /// A city; `autocomplete` `address-level2`.
        case addressCity
        /// A postal or ZIP code; `autocomplete` `postal-code`.
        case postalCode
        /// A country name; `autocomplete` `country-name`.
        case countryName
        /// A phone number; `autocomplete` `tel`.
        case telephoneNumber
        /// An email address; `autocomplete` `email`.
        case emailAddress
        /// A web address; `autocomplete` `url`.
        case URL
        /// A payment card number; `autocomplete` `cc-number`.
        case creditCardNumber
        /// An account or login name; `autocomplete` `username`.
        case username
        /// An existing password; `autocomplete` `current-password`.
        case password
        /// A password being chosen, so the system can suggest a strong one; `autocomplete`
        /// `new-password`.
        case newPassword
        /// A one-time login code, which iOS can offer from a received message; `autocomplete`
        /// `one-time-code`.
        case oneTimeCode
    }

    /// SwiftUI's `TextInputAutocapitalization`; the web preview writes the name as
    /// `autocapitalize` (`never` as `off`).
    public enum Autocapitalization: String, Sendable, CaseIterable {
        /// Nothing is capitalised automatically.
        case never
        /// The first letter of every word.
        case words
        /// The first letter of every sentence (iOS's default for text fields).
        case sentences
        /// Every letter.
        case characters
    }
}

extension RenderModifier.Input {
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _: T.Type, summary: String, example: T, web: WebSupport = .full, _ make: @escaping @Sendable (T) -> RenderModifier.Input
    ) -> ModifierDescriptor where T.RawValue == String {
        .choice(name, .input, "value", T.self, summary: summary, example: example, web: web) { .input(make($0)) }
    }

    static let descriptors: [ModifierDescriptor] = [
        choice(
            "submitLabel", RenderModifier.SubmitLabel.self, summary: "The label of the keyboard's return key in text fields", example: .search,
            web: .partial("sets the key's enterkeyhint; on-screen keyboards show it, join/route/continue show as enter")
        ) { .submitLabel($0) },
        choice(
            "keyboardType", RenderModifier.KeyboardType.self, summary: "The keyboard text fields show (numbers, email, URL…)", example: .emailAddress,
            web: .partial("sets the field's inputmode; on-screen keyboards follow it, desktop browsers ignore it")
        ) { .keyboardType($0) },
        choice(
            "textContentType", RenderModifier.TextContentType.self, summary: "What a text field holds, so the system can offer autofill", example: .emailAddress
        ) { .textContentType($0) },
        choice(
            "textInputAutocapitalization", RenderModifier.Autocapitalization.self, summary: "When text fields capitalise automatically", example: .never,
            web: .partial("sets autocapitalize, which on-screen keyboards follow")
        ) { .textInputAutocapitalization($0) },
        ModifierDescriptor(
            "autocorrectionDisabled", .input, summary: "Turns off autocorrection in text fields", example: #"{"autocorrectionDisabled": true}"#,
            arguments: [ModifierArgument("disable", .bool, default: true)]
        ) { .input(.autocorrectionDisabled($0.bool("disable") ?? true)) },
        .choice(
            "scrollDismissesKeyboard", .input, "mode", RenderModifier.ScrollDismissesKeyboardMode.self,
            summary: "Whether scrolling the view hides the keyboard: automatic, immediately, interactively (follows the drag) or never",
            example: .immediately, web: .none("the browser decides whether its on-screen keyboard closes when the page scrolls")
        ) { .input(.scrollDismissesKeyboard($0)) },
    ]
}
