/// The members of an object option that a picker reads: its title and its value, `titleKey`
/// and `valueKey` when given (`"options": "$.env.people", "titleKey": "name", "valueKey":
/// "id"`), else `title` and `value`. Dotted paths reach into members (`author.name`).
struct OptionKeys {
    /// The title's key as written.
    let title: String
    /// The value's key as written.
    let value: String
    let titlePath: BindingPath
    let valuePath: BindingPath

    /// Keys as the props write them; nil, or text that is no key (validation reports it), is the default.
    init(title: String?, value: String?) {
        let titlePath = title.flatMap(BindingPath.init(dotted:))
        let valuePath = value.flatMap(BindingPath.init(dotted:))
        self.title = titlePath == nil ? "title" : title!
        self.value = valuePath == nil ? "value" : value!
        self.titlePath = titlePath ?? Self.defaultTitle
        self.valuePath = valuePath ?? Self.defaultValue
    }

    private static let defaultTitle = BindingPath(dotted: "title")!
    private static let defaultValue = BindingPath(dotted: "value")!
}
