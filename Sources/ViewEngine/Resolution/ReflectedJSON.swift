/// A value's structure as JSON, by `Mirror`: an enum case is `{"case": payload}` (a case
/// without a payload its raw value or name), a struct or labelled tuple an object of its
/// stored properties, a collection or unlabelled tuple an array. Types the render tree
/// already writes as JSON are written that way.
struct ReflectedJSON {
    let rows: RowBudget

    /// Deeper than any modifier's payload; only a guard against reflecting a cycle.
    private static let maximumDepth = 32

    func value(of subject: Any, depth: Int) -> JSONValue {
        if let known = knownValue(subject) { return known }
        guard depth < Self.maximumDepth else { return .string(String(describing: subject)) }
        let mirror = Mirror(reflecting: subject)
        switch mirror.displayStyle {
        case .optional?:
            return mirror.children.first.map { value(of: $0.value, depth: depth + 1) } ?? .null
        case .enum?:
            if let raw = (subject as? any RawRepresentable)?.rawValue as? String { return .string(raw) }
            guard let payload = mirror.children.first else { return .string(String(describing: subject)) }
            return .object([payload.label ?? "value": value(of: payload.value, depth: depth + 1)])
        case .tuple? where mirror.children.allSatisfy({ $0.label?.hasPrefix(".") ?? true }):
            return .array(mirror.children.map { value(of: $0.value, depth: depth + 1) })
        case .struct?, .class?, .tuple?:
            var object = JSONObject()
            for (offset, child) in mirror.children.enumerated() {
                let member = value(of: child.value, depth: depth + 1)
                // A payload's unlabelled first value (`aspectRatio(1.5, contentMode:)`) is `value`.
                let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? (offset == 0 ? "value" : "value\(offset + 1)")
                if member != .null { object[label] = member }
            }
            return .object(object)
        case .collection?:
            return .array(mirror.children.map { value(of: $0.value, depth: depth + 1) })
        case .dictionary?:
            // Keys sorted, as a dictionary's order changes from run to run.
            var object = JSONObject()
            let pairs = mirror.children.compactMap { child -> (String, Any)? in
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                return pair.count == 2 ? (String(describing: pair[0]), pair[1]) : nil
            }
            for (key, member) in pairs.sorted(by: { $0.0 < $1.0 }) { object[key] = value(of: member, depth: depth + 1) }
            return .object(object)
        case .set?:
            // Sorted: a set's order changes from run to run, and the output is compared.
            return .array(mirror.children.map { value(of: $0.value, depth: depth + 1) }.sorted { JSONWriter.string($0) < JSONWriter.string($1) })
        default:
            return .string(String(describing: subject))
        }
    }

    /// Scalars, and the types with a JSON form of their own (a bound action without the data
    /// it captured, which would repeat the screen's data in every modifier).
    private func knownValue(_ subject: Any) -> JSONValue? {
        switch subject {
        case let value as JSONValue: return value
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Double: return number.isFinite ? .number(number) : .string(number.isNaN ? "nan" : number > 0 ? "infinity" : "-infinity")
        case let number as Int: return .number(Double(number))
        case let node as RenderNode: return node.jsonValue(rows: rows)
        case let bound as BoundAction: return bound.action.jsonValue
        case let action as Action: return action.jsonValue
        case let row as RowAction: return row.jsonValue
        case let path as BindingPath: return .string(path.description)
        case let alignment as RenderNode.Alignment: return alignment.jsonValue
        case let color as ResolvedColor:
            return color.isAdaptive ? .object(["light": .string(color.light.hex), "dark": .string(color.dark.hex)]) : .string(color.light.hex)
        case let dimension as Dimension:
            if case .points(let points) = dimension { return .number(points) }
            return .string("infinity")
        default:
            return nil
        }
    }
}
