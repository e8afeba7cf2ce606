import ViewEngine

extension NodeWriter {
    /// Input modifiers reach the fields inside the view through ``WebEnvironment``; the view's
    /// own box is unchanged.
    mutating func apply(_ modifier: RenderModifier.Input, to box: inout ModifierBox) {
        switch modifier {
        case .submitLabel, .keyboardType, .textContentType, .textInputAutocapitalization, .autocorrectionDisabled, .scrollDismissesKeyboard: break
        }
    }
}

extension WebEnvironment {
    mutating func apply(_ modifier: RenderModifier.Input) {
        switch modifier {
        case .submitLabel(let label):
            let hints: [RenderModifier.SubmitLabel: String] = [.done: "done", .go: "go", .send: "send", .search: "search", .next: "next"]
            setInput("enterkeyhint", hints[label] ?? "enter")
        case .keyboardType(let type):
            switch type {
            case .numberPad, .asciiCapableNumberPad: setInput("inputmode", "numeric")
            case .decimalPad, .numbersAndPunctuation: setInput("inputmode", "decimal")
            case .phonePad, .namePhonePad: setInput("inputmode", "tel")
            case .emailAddress: setInput("inputmode", "email")
            case .URL: setInput("inputmode", "url")
            case .webSearch: setInput("inputmode", "search")
            case .default, .asciiCapable, .twitter: setInput("inputmode", "text")
            }
        case .textContentType(let type): setInput("autocomplete", Self.autocomplete(type))
        case .textInputAutocapitalization(let mode):
            setInput("autocapitalize", mode == .never ? "off" : mode.rawValue)
        case .autocorrectionDisabled(let disabled):
            setInput("autocorrect", disabled ? "off" : "on")
            setInput("spellcheck", disabled ? "false" : "true")
        case .scrollDismissesKeyboard:
            // The browser's keyboard follows its own rules (documented as `none`).
            break
        }
    }

    /// The HTML autofill token for a content type.
    static func autocomplete(_ type: RenderModifier.TextContentType) -> String {
        switch type {
        case .name: return "name"
        case .givenName: return "given-name"
        case .familyName: return "family-name"
        case .nickname: return "nickname"
        case .organizationName: return "organization"
        case .jobTitle: return "organization-title"
        case .location, .fullStreetAddress: return "street-address"
        case .addressCity: return "address-level2"
        case .postalCode: return "postal-code"
        case .countryName: return "country-name"
        case .telephoneNumber: return "tel"
        case .emailAddress: return "email"
        case .URL: return "url"
        case .creditCardNumber: return "cc-number"
        case .username: return "username"
        case .password: return "current-password"
        case .newPassword: return "new-password"
        case .oneTimeCode: return "one-time-code"
        }
    }
}
