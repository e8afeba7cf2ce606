import ViewEngine

extension NodeWriter {
    mutating func apply(_ modifier: RenderModifier.Layout, to box: inout ModifierBox) {
        switch modifier {
        case .padding(let insets), .safeAreaPadding(let insets):
            box.reach(.padding)
            box.element.styles.append(StyleCSS.padding(insets))
        case .frame(let width, let height, let alignment):
            frame(&box, alignment: alignment)
            StyleCSS.frameLength(width, horizontal: true, on: &box.element)
            StyleCSS.frameLength(height, horizontal: false, on: &box.element)
        case .flexibleFrame(let frame):
            self.frame(&box, alignment: frame.alignment)
            if let value = frame.minWidth?.fixedValue { box.element.styles.append("min-width:" + px(value)) }
            if let value = frame.minHeight?.fixedValue { box.element.styles.append("min-height:" + px(value)) }
            if let maximum = frame.maxWidth {
                if let value = maximum.fixedValue { box.element.styles.append("max-width:" + px(value)) }
                box.element.flex.horizontal = true
            }
            if let maximum = frame.maxHeight {
                if let value = maximum.fixedValue { box.element.styles.append("max-height:" + px(value)) }
                box.element.flex.vertical = true
            }
        case .fixedSize(let horizontal, let vertical):
            if horizontal { box.element.styles += ["width:max-content", "max-width:none", "flex-shrink:0"] }
            if vertical { box.element.styles += ["height:max-content", "flex-shrink:0"] }
        case .layoutPriority(let priority):
            if priority > 0 { box.element.styles.append("flex-shrink:0") }
        case .offset(let x, let y):
            box.transform("translate(\(px(x)),\(px(y)))")
        case .position(let x, let y):
            box.wrap { inner in inner.styles += ["position:absolute", "left:" + px(x), "top:" + px(y), "transform:translate(-50%,-50%)"] }
            box.element.styles += ["position:relative", "align-self:stretch", "flex-grow:1"]
            box.element.flex = .both
        case .aspectRatio(let ratio, let contentMode):
            box.reach(.frame)
            if let ratio, ratio > 0 { box.element.styles.append("aspect-ratio:" + number(ratio)) }
            if box.element.tag == "img" { box.element.styles.append("object-fit:" + (contentMode == .fill ? "cover" : "contain")) }
        case .ignoresSafeArea:
            // The preview has no safe-area insets: laid out as without the modifier.
            break
        case .zIndex(let value):
            box.element.styles += ["position:relative", "z-index:\(Int(value.rounded()))"]
        case .containerRelativeFrame(let horizontal, let vertical, let count, let span, let spacing):
            box.wrap()
            box.element.styles += ["align-items:center", "justify-content:center"]
            let size = "calc((100% - \(px(Double(count - 1) * spacing))) * \(span) / \(count) + \(px(Double(span - 1) * spacing)))"
            if horizontal { box.element.styles += ["width:" + size, "flex-shrink:0"] }
            if vertical { box.element.styles += ["height:" + size, "flex-shrink:0"] }
        }
    }

    /// A frame is a new box around the view, with the view aligned inside it.
    private func frame(_ box: inout ModifierBox, alignment: RenderNode.Alignment) {
        box.wrap()
        box.element.styles += [
            "align-items:" + alignment.horizontal.flexValue, "justify-content:" + alignment.vertical.positionValue,
        ]
        box.reach(.frame)
    }
}
