import Foundation
import ViewEngine

/// The words of the system's own controls that the page draws where iOS draws its own: the
/// back button, a share sheet's title, Done, Copy and Download image, a long list's Show more,
/// a sheet's dismiss controls, an alert's OK and an action sheet's Cancel, a spinner's, a
/// progress bar's and a stepper's labels, and a full-screen cover's Close.
///
/// iOS shows these in the user's language whatever languages the app ships, so the page does
/// too: in its locale's language when `Resources/system-strings.json` has it, else in English.
/// The table is data, so a language is added there without touching code.
public struct SystemStrings: Sendable, Equatable {
    /// The back button's title when the screen below has none short enough (and its label).
    public let back: String
    /// A share sheet's title when the share link gives none.
    public let share: String
    /// The button that closes a share sheet.
    public let done: String
    /// A share sheet's action that copies the text.
    public let copy: String
    /// A share sheet's action that saves the snapshot image.
    public let downloadImage: String
    /// Under a list shown a page at a time, with `{count}` for the rows not shown yet.
    let showMoreTemplate: String
    /// The label of a sheet's backdrop and grabber, which close it.
    public let dismiss: String
    /// An alert's button when the alert gives none.
    public let ok: String
    /// The button an action sheet adds when it gives no cancel button.
    public let cancel: String
    /// The label of a progress spinner that has none.
    public let loading: String
    /// The label of a progress bar (one with a value) that has none.
    public let progress: String
    /// The label of a stepper's − button.
    public let decrement: String
    /// The label of a stepper's + button.
    public let increment: String
    /// The button the preview adds to a full-screen cover, which SwiftUI closes by other means.
    public let close: String

    /// The words for the language of `locale` (`de_AT` reads `de`); English for a language
    /// the table does not have, and for a word it lacks.
    public init(locale: String) {
        let language = LanguageTag(locale: locale).tag.split(separator: "-").first.map(String.init) ?? ""
        let words = Self.table[language] ?? [:]
        func word(_ key: Word) -> String { words[key.rawValue] ?? Self.table["en"]?[key.rawValue] ?? key.rawValue }
        (back, share, done, copy) = (word(.back), word(.share), word(.done), word(.copy))
        (downloadImage, showMoreTemplate, dismiss, ok) = (word(.downloadImage), word(.showMore), word(.dismiss), word(.ok))
        (cancel, loading, decrement, increment) = (word(.cancel), word(.loading), word(.decrement), word(.increment))
        (close, progress) = (word(.close), word(.progress))
    }

    /// "Show more (12)", in the language.
    public func showMore(_ count: Int) -> String {
        showMoreTemplate.replacingOccurrences(of: "{count}", with: String(count))
    }

    /// The words of the page when no locale says otherwise.
    public static let english = SystemStrings(locale: "en")

    /// The keys of a language's words in the table.
    enum Word: String, CaseIterable {
        case back, share, done, copy, downloadImage, showMore, dismiss, ok, cancel, loading, decrement, increment, close, progress
    }

    /// Language → word key → word, read once from the resource. A table that does not parse
    /// is a broken build, not bad input, and stops with the reason, as other resources do.
    static let table: [String: [String: String]] = {
        let text = ResourceText.load("system-strings", extension: "json", from: .module)
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(Array(text.utf8), fileName: "system-strings.json")
        } catch {
            preconditionFailure("\(error)")
        }
        var table: [String: [String: String]] = [:]
        for (language, words) in document.root.value.objectValue ?? [:] {
            table[language] = (words.objectValue ?? [:]).reduce(into: [:]) { $0[$1.key] = $1.value.stringValue }
        }
        return table
    }()
}
