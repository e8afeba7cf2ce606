extension String {
    /// "The label" → "the label", for a summary quoted mid-sentence; an initialism stays as
    /// written ("URL or SF Symbol name", never "uRL…").
    var lowercasedFirst: String {
        let second = dropFirst().first
        if let second, second.isUppercase { return self }
        return prefix(1).lowercased() + dropFirst()
    }
}
