/// Rules some modifiers need for what they reach inside a view (the text of a redacted view,
/// the icons of a scaled one), added to a page only when one of them is used.
enum ModifierStylesheet {
    static let css = """
        .m-redacted .t,.m-redacted.t,.m-redacted .icon,.m-redacted.icon{color:transparent!important;background:var(--fill2);border-radius:4px}\
        .m-redacted .img{filter:opacity(0)}\
        .m-is-small .icon,.m-is-small.icon{width:.9em;height:.9em}.m-is-large .icon,.m-is-large.icon{width:1.5em;height:1.5em}\
        .m-disabled .btn,.m-disabled .toggle,.m-disabled .slider,.m-disabled .field,.m-disabled .seg{opacity:.35}\
        .m-clamp .t{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--m-lines);overflow:hidden}\
        .m-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}\
        .m-refresh{align-self:center;padding:6px 12px}
        """
}
