/// The render tree as JSON, for `sdui resolve`, snapshots and debugging. Lists are expanded
/// in full here (up to `rowLimit` rows each, ``RowBudget/total`` in all), which renderers never need to do.
extension RenderNode {
    /// The node and its subtree as an object: `type` (``RenderNode/Content/caseName``), `id`, the
    /// payload's members, then any `style`, `modifiers`, `accessibility`, `onTap` and `transition`.
    /// Each list shows its first `rowLimit` rows (all by default; none when it is negative), and
    /// all lists together at most 100,000 (lists nested in rows multiply).
    public func jsonValue(rowLimit: Int = .max) -> JSONValue {
        jsonValue(rows: RowBudget(perList: rowLimit))
    }

    func jsonValue(rows: RowBudget) -> JSONValue {
        var object = JSONObject()
        object["type"] = .string(content.caseName)
        if let id { object["id"] = .string(id) }
        for (key, value) in content.jsonMembers(rows: rows) { object[key] = value }
        if !style.isEmpty { object["style"] = style.jsonValue }
        // In order, each as `{"case": arguments}` (see RenderModifier.jsonValue).
        if !modifiers.isEmpty { object["modifiers"] = .array(modifiers.map { $0.jsonValue(rows: rows) }) }
        if !accessibility.isEmpty {
            var a = JSONObject()
            if let label = accessibility.label { a["label"] = .string(label) }
            if let hint = accessibility.hint { a["hint"] = .string(hint) }
            if let identifier = accessibility.identifier { a["identifier"] = .string(identifier) }
            if accessibility.isHidden { a["hidden"] = true }
            object["accessibility"] = .object(a)
        }
        if let onTap { object["onTap"] = onTap.action.jsonValue }
        if let transition { object["transition"] = ["kind": .string(transition.kind.rawValue), "key": .string(transition.key)] }
        return .object(object)
    }
}

extension RenderNode.Content {
    func jsonMembers(rows: RowBudget) -> JSONObject {
        func nodes(_ list: [RenderNode]) -> JSONValue { .array(list.map { $0.jsonValue(rows: rows) }) }
        func optional(_ value: Double?) -> JSONValue? { value.map(JSONValue.number) }
        var o = JSONObject()
        switch self {
        case .stack(let stack):
            o["layout"] = .string(stack.layout.rawValue)
            if stack.isLazy { o["lazy"] = true }
            o["alignment"] = stack.alignment.jsonValue
            o["spacing"] = optional(stack.spacing)
            o["children"] = nodes(stack.children)
        case .group(let children):
            o["children"] = nodes(children)
        case .scroll(let scroll):
            o["axis"] = .string(scroll.axis.rawValue)
            o["spacing"] = optional(scroll.spacing)
            o["children"] = nodes(scroll.children)
        case .list(let list):
            o["count"] = .number(Double(list.rows.count))
            if list.showsSeparators { o["separator"] = true }
            let visited = Array(rows.take(list))
            // Rows the walk's budget left out, beyond those the list's own limit leaves out.
            if visited.count < min(list.rows.count, rows.perList) { o["truncated"] = true }
            o["rows"] = .array(visited.compactMap { index -> JSONValue? in
                guard let row = list.rows.row(at: index) else { return nil }
                let actions = list.rows.hasRowActions ? list.rows.rowActions(at: index) : []
                guard !actions.isEmpty, case .object(var object) = row.jsonValue(rows: rows) else {
                    return row.jsonValue(rows: rows)
                }
                object["swipeActions"] = .array(actions.map(\.jsonValue))
                return .object(object)
            })
        case .grid(let grid):
            o["columns"] = .array(grid.columns.map { column in
                switch column {
                case .fixed(let size): return ["fixed": .number(size)]
                case .flexible(let minimum, let maximum):
                    var c: JSONObject = ["flexible": true]
                    c["minimum"] = minimum.map(JSONValue.number)
                    c["maximum"] = maximum.map(JSONValue.number)
                    return .object(c)
                case .adaptive(let minimum, let maximum):
                    var c: JSONObject = ["adaptive": .number(minimum)]
                    c["maximum"] = maximum.map(JSONValue.number)
                    return .object(c)
                }
            })
            o["spacing"] = optional(grid.spacing)
            if grid.axis == .horizontal { o["axis"] = "horizontal" }
            o["children"] = nodes(grid.children)
        case .spacer(let minLength):
            o["minLength"] = optional(minLength)
        case .text(let text):
            o["content"] = .string(text.content)
            if let lineLimit = text.lineLimit { o["lineLimit"] = .number(Double(lineLimit)) }
        case .image(let image):
            switch image.source {
            case .system(let name): o["systemName"] = .string(name)
            case .url(let url): o["url"] = .string(url)
            case .asset(let name): o["asset"] = .string(name)
            case .none: o["source"] = .null
            }
            if image.isResizable { o["resizable"] = true }
            o["renderingMode"] = image.renderingMode.map { .string($0.rawValue) }
            o["interpolation"] = image.interpolation.map { .string($0.rawValue) }
            o["aspectRatio"] = optional(image.aspectRatio)
            o["contentMode"] = .string(image.contentMode.rawValue)
            if let alt = image.alt { o["alt"] = .string(alt) }
        case .divider:
            break
        case .progress(let progress):
            if let label = progress.label { o["label"] = .string(label) }
            o["value"] = optional(progress.value)
        case .button(let button):
            o["label"] = button.label.jsonValue(rows: rows)
            if let action = button.action { o["action"] = action.action.jsonValue }
            if let role = button.role { o["role"] = .string(role.rawValue) }
            if button.isDisabled { o["disabled"] = true }
        case .textField(let field):
            o["placeholder"] = .string(field.placeholder)
            o["text"] = .string(field.text)
            o["binding"] = .string(field.binding.description)
            if field.isSearch { o["search"] = true }
            if field.isSecure { o["secure"] = true }
            if field.numberFormat != nil { o["format"] = "number" }
            if let submit = field.onSubmit { o["onSubmit"] = submit.action.jsonValue }
            if let change = field.onChange { o["onChange"] = change.action.jsonValue }
        case .toggle(let toggle):
            o["label"] = .string(toggle.label)
            o["isOn"] = .bool(toggle.isOn)
            o["binding"] = .string(toggle.binding.description)
            if let change = toggle.onChange { o["onChange"] = change.action.jsonValue }
        case .slider(let slider):
            o["label"] = slider.label.map(JSONValue.string)
            o["value"] = .number(slider.value)
            o["min"] = .number(slider.minimum)
            o["max"] = .number(slider.maximum)
            o["step"] = optional(slider.step)
            o["binding"] = .string(slider.binding.description)
            if let change = slider.onChange { o["onChange"] = change.action.jsonValue }
        case .picker(let picker):
            o["label"] = picker.label.map(JSONValue.string)
            o["pickerStyle"] = .string(picker.style.rawValue)
            o["options"] = .array(picker.options.map { ["title": .string($0.title), "value": $0.value] })
            o["selectedIndex"] = picker.selectedIndex.map { .number(Double($0)) } ?? .null
            o["binding"] = .string(picker.binding.description)
            if let change = picker.onChange { o["onChange"] = change.action.jsonValue }
        case .shareLink(let share):
            o["text"] = .string(share.text)
            o["title"] = share.title.map(JSONValue.string)
            if let label = share.label { o["label"] = label.jsonValue(rows: rows) }
            o["snapshot"] = share.snapshotID.map(JSONValue.string)
            if let width = share.snapshotPixelWidth { o["snapshotWidth"] = .number(Double(width)) }
        case .stepper(let stepper):
            o = stepper.jsonMembers
        case .textEditor(let editor):
            o = editor.jsonMembers
        case .datePicker(let picker):
            o = picker.jsonMembers
        case .colorPicker(let picker):
            o = picker.jsonMembers
        case .menu(let menu):
            o["label"] = menu.label.jsonValue(rows: rows)
            o["items"] = nodes(menu.items)
        case .multiPicker(let picker):
            o = picker.jsonMembers
        case .disclosureGroup(let group):
            o = group.jsonMembers(nodes)
        case .presentation(let presentation):
            o = presentation.jsonMembers(rows: rows)
        case .tabView(let bar):
            o["tabs"] = .array(bar.tabs.map { tab in
                var t: JSONObject = ["title": .string(tab.title), "screen": .string(tab.screen)]
                t["icon"] = tab.icon.map(JSONValue.string)
                t["badge"] = tab.badge.map(JSONValue.string)
                return .object(t)
            })
            o["selected"] = .number(Double(bar.selectedIndex))
        case .navigationStack(let root):
            o["root"] = root.jsonValue(rows: rows)
        case .screen(let screen):
            o["title"] = screen.title.map(JSONValue.string)
            o["titleDisplayMode"] = .string(screen.titleDisplayMode.rawValue)
            o["body"] = nodes(screen.body)
            if !screen.toolbar.isEmpty { o["toolbar"] = nodes(screen.toolbar) }
            o["scrollRequest"] = screen.scrollRequest?.jsonValue
        case .sheet(let sheet):
            o["isPresented"] = .bool(sheet.isPresented)
            if let content = sheet.content { o["content"] = content.jsonValue(rows: rows) }
        case .custom(let custom):
            o["viewId"] = .string(custom.viewId)
            o["data"] = custom.data
            if !custom.children.isEmpty { o["children"] = nodes(custom.children) }
        case .label(let label):
            o = label.jsonMembers
        case .shape(let shape):
            o = shape.jsonMembers
        case .container(let container):
            o = container.jsonMembers(nodes)
        case .chart(let chart):
            o = chart.jsonMembers
        case .gauge(let gauge):
            o = gauge.jsonMembers
        case .contentUnavailable(let empty):
            o["title"] = .string(empty.title)
            o["systemImage"] = empty.systemImage.map(JSONValue.string)
            o["description"] = empty.description.map(JSONValue.string)
            if !empty.actions.isEmpty { o["actions"] = nodes(empty.actions) }
        case .asyncImage(let image):
            o["url"] = image.url.map(JSONValue.string) ?? .null
            if let placeholder = image.placeholder { o["placeholder"] = placeholder.jsonValue(rows: rows) }
            if let failure = image.failure { o["failure"] = failure.jsonValue(rows: rows) }
            o["contentMode"] = .string(image.contentMode.rawValue)
        case .video(let video):
            o["url"] = video.url.map(JSONValue.string) ?? .null
            o["title"] = video.title.map(JSONValue.string)
        case .paint(let paint):
            // Reflected, as modifiers' paints are.
            o["paint"] = ReflectedJSON(rows: rows).value(of: paint, depth: 0)
        case .placeholder(let placeholder):
            o["typeName"] = placeholder.typeName.map(JSONValue.string)
            o["message"] = .string(placeholder.message)
        }
        return o
    }
}

extension RowAction {
    var jsonValue: JSONValue {
        var o: JSONObject = ["title": .string(title)]
        o["icon"] = icon.map(JSONValue.string)
        o["role"] = role.map { .string($0.rawValue) }
        o["action"] = action.action.jsonValue
        return .object(o)
    }
}

extension RenderNode.Alignment {
    var jsonValue: JSONValue {
        .string(horizontal == .center && vertical == .center ? "center" : "\(horizontal.rawValue)/\(vertical.rawValue)")
    }
}

extension ResolvedStyle {
    /// The set properties as JSON (colours as hex, light/dark pairs as objects).
    public var jsonValue: JSONValue {
        func color(_ c: ResolvedColor) -> JSONValue {
            c.isAdaptive ? ["light": .string(c.light.hex), "dark": .string(c.dark.hex)] : .string(c.light.hex)
        }
        func dimension(_ d: Dimension?) -> JSONValue? {
            switch d {
            case .points(let p)?: return .number(p)
            case .infinity?: return "infinity"
            case nil: return nil
            }
        }
        var o = JSONObject()
        if let font {
            var f: JSONObject = ["size": .number(font.size), "weight": .string(font.weight.rawValue)]
            if font.design != .default { f["design"] = .string(font.design.rawValue) }
            if let style = font.textStyle { f["textStyle"] = .string(style.rawValue) }
            if let family = font.family { f["family"] = .string(family) }
            o["font"] = .object(f)
        }
        o["foregroundColor"] = foregroundColor.map(color)
        if let padding {
            o["padding"] = padding.isUniform
                ? .number(padding.top)
                : ["top": .number(padding.top), "leading": .number(padding.leading), "bottom": .number(padding.bottom), "trailing": .number(padding.trailing)]
        }
        o["width"] = dimension(width)
        o["height"] = dimension(height)
        o["minWidth"] = dimension(minWidth)
        o["minHeight"] = dimension(minHeight)
        o["maxWidth"] = dimension(maxWidth)
        o["maxHeight"] = dimension(maxHeight)
        o["backgroundColor"] = backgroundColor.map(color)
        if let border { o["border"] = ["color": color(border.color), "width": .number(border.width)] }
        if let clipShape {
            // As written in JSON: a name, or a rounded rectangle with its radius.
            if case .roundedRectangle(let radius, _) = clipShape { o["clipShape"] = ["roundedRectangle": .number(radius)] } else { o["clipShape"] = .string(String(describing: clipShape)) }
        }
        o["cornerRadius"] = cornerRadius.map(JSONValue.number)
        if let shadow {
            o["shadow"] = ["radius": .number(shadow.radius), "x": .number(shadow.x), "y": .number(shadow.y), "color": color(shadow.color)]
        }
        o["opacity"] = opacity.map(JSONValue.number)
        o["textAlignment"] = textAlignment.map { .string($0.rawValue) }
        return .object(o)
    }
}
