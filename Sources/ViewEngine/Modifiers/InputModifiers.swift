extension RenderModifier {
    /// How text fields in the view take input. Like SwiftUI's environment, they reach every
    /// field inside the view.
    public enum Input: Sendable {
        case submitLabel(SubmitLabel)
        case keyboardType(KeyboardType)
        case textContentType(TextContentType)
        case textInputAutocapitalization(Autocapitalization)
        case autocorrectionDisabled(Bool)
        case scrollDismissesKeyboard(ScrollDismissesKeyboardMode)
    }

    public enum ScrollDismissesKeyboardMode: String, Sendable, CaseIterable {
        case automatic, immediately, interactively, never
    }

    public enum SubmitLabel: String, Sendable, CaseIterable {
        case done, go, send, join, route, search, `return`, next, `continue`
    }

    public enum KeyboardType: String, Sendable, CaseIterable {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    public enum TextContentType: String, Sendable, CaseIterable {
        case name, givenName, familyName, nickname, organizationName, jobTitle, location, fullStreetAddress, addressCity, postalCode,
            countryName, telephoneNumber, emailAddress, URL, creditCardNumber, username, password, newPassword, oneTimeCode
    }

    public enum Autocapitalization: String, Sendable, CaseIterable {
        case never, words, sentences, characters
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
