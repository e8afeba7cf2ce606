#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// How text fields inside the view take input. The keyboard modifiers are iOS's (UIKit
/// types); on macOS the view is unchanged.
struct InputModifierView: ViewModifier {
    let modifier: RenderModifier.Input

    func body(content: Content) -> some View {
        switch modifier {
        case .submitLabel(let label): content.submitLabel(label.swiftUI)
        case .keyboardType(let type):
            #if os(macOS)
            content
            #else
            content.keyboardType(type.uiKit)
            #endif
        case .textContentType(let type):
            #if os(macOS)
            content
            #else
            content.textContentType(type.uiKit)
            #endif
        case .textInputAutocapitalization(let mode):
            #if os(macOS)
            content
            #else
            content.textInputAutocapitalization(mode.swiftUI)
            #endif
        case .autocorrectionDisabled(let disabled): content.autocorrectionDisabled(disabled)
        case .scrollDismissesKeyboard(let mode): content.scrollDismissesKeyboard(mode.swiftUI)
        }
    }
}

extension RenderModifier.ScrollDismissesKeyboardMode {
    var swiftUI: SwiftUI.ScrollDismissesKeyboardMode {
        switch self {
        case .automatic: return .automatic
        case .immediately: return .immediately
        case .interactively: return .interactively
        case .never: return .never
        }
    }
}

extension RenderModifier.SubmitLabel {
    var swiftUI: SubmitLabel {
        switch self {
        case .done: return .done
        case .go: return .go
        case .send: return .send
        case .join: return .join
        case .route: return .route
        case .search: return .search
        case .return: return .return
        case .next: return .next
        case .continue: return .continue
        }
    }
}

#if !os(macOS)
extension RenderModifier.KeyboardType {
    var uiKit: UIKeyboardType {
        switch self {
        case .default: return .default
        case .asciiCapable: return .asciiCapable
        case .numbersAndPunctuation: return .numbersAndPunctuation
        case .URL: return .URL
        case .numberPad: return .numberPad
        case .phonePad: return .phonePad
        case .namePhonePad: return .namePhonePad
        case .emailAddress: return .emailAddress
        case .decimalPad: return .decimalPad
        case .twitter: return .twitter
        case .webSearch: return .webSearch
        case .asciiCapableNumberPad: return .asciiCapableNumberPad
        }
    }
}

extension RenderModifier.TextContentType {
    var uiKit: UITextContentType {
        switch self {
        case .name: return .name
        case .givenName: return .givenName
        case .familyName: return .familyName
        case .nickname: return .nickname
        case .organizationName: return .organizationName
        case .jobTitle: return .jobTitle
        case .location: return .location
        case .fullStreetAddress: return .fullStreetAddress
        case .addressCity: return .addressCity
        case .postalCode: return .postalCode
        case .countryName: return .countryName
        case .telephoneNumber: return .telephoneNumber
        case .emailAddress: return .emailAddress
        case .URL: return .URL
        case .creditCardNumber: return .creditCardNumber
        case .username: return .username
        case .password: return .password
        case .newPassword: return .newPassword
        case .oneTimeCode: return .oneTimeCode
        }
    }
}

extension RenderModifier.Autocapitalization {
    var swiftUI: TextInputAutocapitalization {
        switch self {
        case .never: return .never
        case .words: return .words
        case .sentences: return .sentences
        case .characters: return .characters
        }
    }
}
#endif
#endif
