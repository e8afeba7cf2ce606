import Foundation
import ViewEngine

/// The peers' colours as ours name them. Their named colours are SwiftUI's (`red`, `gray`,
/// `primary`…), which are our system colours too; SwiftSDUI also spells `grey`. Their hex
/// forms (#RGB, #RRGGBB, #RRGGBBAA with alpha last) are ours.
enum PeerColor {
    /// The names accepted, for messages.
    static let names = ["black", "white", "red", "green", "blue", "gray", "grey", "yellow", "orange", "pink", "purple", "clear", "primary", "secondary"]

    /// Our colour for `text`, nil when it is neither a documented name nor a hex colour.
    static func ours(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { return RGBA(hex: trimmed).map { _ in trimmed } }
        let name = trimmed.lowercased() == "grey" ? "gray" : trimmed.lowercased()
        guard names.contains(name), SystemColors.all[name] != nil else { return nil }
        return name
    }
}
