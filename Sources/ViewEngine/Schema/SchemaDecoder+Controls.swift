/// Decoding of the prop types of controls (picker options) and grids (columns).
extension SchemaDecoder {
    /// The members a picker option object accepts.
    static let optionFields = ["title", "value"]

    /// A picker's `options`: a `$` binding (checked when it is evaluated), or an array whose
    /// elements are `{"title", "value"}` objects or plain values.
    mutating func options(_ ref: JSONRef, _ name: String) -> PropValue? {
        if let text = ref.stringValue {
            guard text.hasPrefix("$") else {
                report(.wrongType, "\(name) must be an array of {\"title\", \"value\"} or a binding such as \"$.choices\", found '\(text)'", at: ref.source)
                return nil
            }
            return textValue(text, at: ref.source).map { .value(.text($0)) }
        }
        guard ref.kind == .array else {
            report(.wrongType, "\(name) must be an array of {\"title\", \"value\"} or a binding, found \(ref.value.typeDescription)", at: ref.source)
            return nil
        }
        var values = FirstEqualValue()
        for (index, element) in ref.elements.enumerated() {
            at(index) { $0.checkOption(element) }
            let value = element.kind == .object ? element.members.first { $0.key == "value" }?.value.value : element.value
            guard let value else { continue }
            if let earlier = values.index(ofFirstEqualTo: value) {
                at(index) {
                    $0.report(
                        .duplicateOptionValue,
                        "picker option \(index) has the same value as option \(earlier); options are told apart by value, so it is left out",
                        at: element.source)
                }
            }
            values.append(value)
        }
        if ref.count == 0 { report(.emptyOptions, "\(name) is empty: the picker has nothing to choose", at: ref.source) }
        return .value(valueTemplate(ref))
    }

    private mutating func checkOption(_ ref: JSONRef) {
        switch ref.kind {
        case .string, .number, .bool:
            return  // a plain value is its own title
        case .object:
            var sawTitle = false
            var sawValue = false
            for member in ref.members {
                switch member.key {
                case "title":
                    sawTitle = true
                    if member.value.kind == .array || member.value.kind == .object || member.value.kind == .null {
                        at("title") { $0.report(.wrongType, "an option's 'title' must be text, found \(member.value.value.typeDescription)", at: member.value.source) }
                    }
                case "value":
                    sawValue = true
                default:
                    warnUnknown(member.key, at: member.keySource, known: Self.optionFields, in: "a picker option")
                }
            }
            if !sawTitle { report(.missingMember, "a picker option needs a \"title\" (the text shown)", at: ref.source) }
            if !sawValue { report(.missingMember, "a picker option needs a \"value\" (what is written at the binding)", at: ref.source) }
        default:
            report(.wrongType, "a picker option must be {\"title\", \"value\"} or a plain value, found \(ref.value.typeDescription)", at: ref.source)
        }
    }

    /// A grid's `columns` written literally, under ``GridColumns``' rules: each problem is an
    /// error at the offending value, with its JSON path (`$.props.columns[1].adaptive`).
    /// A binding is checked when it is evaluated.
    mutating func checkGridColumns(_ ref: JSONRef) {
        if ref.stringValue?.hasPrefix("$") == true { return }
        for problem in GridColumns.read(ref.value).problems {
            guard let index = problem.index, index < ref.elements.count else {
                report(.valueOutOfRange, problem.message, at: ref.source)
                continue
            }
            let column = ref.elements[index]
            let value = problem.key.flatMap { key in column.members.first { $0.key == key }?.value }
            at(index) { decoder in
                if let key = problem.key, let value {
                    decoder.at(key) { $0.report(.valueOutOfRange, problem.message, at: value.source) }
                } else {
                    decoder.report(.valueOutOfRange, problem.message, at: column.source)
                }
            }
        }
    }
}
