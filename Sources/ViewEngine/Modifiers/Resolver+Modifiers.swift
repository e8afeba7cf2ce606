import Foundation

extension Resolver {
    /// The node's modifiers for this render: a list without bindings, views or actions is
    /// built once per node and reused; others are built now, bound arguments evaluated and
    /// checked. A bound argument that is missing (data not loaded) leaves the argument out;
    /// one of the wrong type drops its modifier for this render and is reported.
    func resolvedModifiers(_ box: Box<[ModifierTemplate]>?, in context: DataContext, depth: ResolutionDepth) -> [RenderModifier] {
        guard let box else { return [] }
        if let cached = modifierLists.cached(box) { return cached }
        let templates = box.value
        let resolved = templates.compactMap { resolve($0, in: context, depth: depth) }
        if templates.allSatisfy(\.isStatic) { modifierLists.store(resolved, for: box) }
        return resolved
    }

    private func resolve(_ template: ModifierTemplate, in context: DataContext, depth: ResolutionDepth) -> RenderModifier? {
        var values: [(label: String, value: ArgumentValue)] = []
        values.reserveCapacity(template.arguments.count)
        for argument in template.arguments {
            guard case .bound(let value, let type, let source) = argument.value else {
                values.append(argument)
                continue
            }
            let evaluated = value.evaluate(in: context, environment: environment)
            if evaluated.isNull {
                // A flag not loaded yet (`{"hidden": "$.isHidden"}`) leaves the modifier off.
                if argument.label == ModifierTemplate.activeLabel { return nil }
                continue
            }
            switch boundArguments.decode(evaluated, as: type) {
            case .success(let decoded): values.append((argument.label, decoded))
            case .failure(let error):
                reportUnusable(
                    "modifier '\(template.descriptor.name)' argument '\(argument.label)' is bound to a value that is \(JSONWriter.string(evaluated)): \(error.message); the modifier is not applied",
                    at: source)
                return nil
            }
        }
        // A required argument whose binding had no value yet: nothing to apply.
        for argument in template.descriptor.arguments where argument.isRequired && !values.contains(where: { $0.label == argument.label }) {
            return nil
        }
        return template.descriptor.makeCase(values, theme: theme, context: context, environment: environment) { view in
            self.resolve(view, in: context, depth: depth)
        }
    }
}

/// Modifier lists that need nothing but the theme, built once per node (keyed by the
/// identity of the node's modifier box, which the cache keeps alive).
final class ModifierListCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (box: Box<[ModifierTemplate]>, modifiers: [RenderModifier])] = [:]
    private let capacity = 50_000

    func cached(_ box: Box<[ModifierTemplate]>) -> [RenderModifier]? {
        lock.withLock { entries[ObjectIdentifier(box)]?.modifiers }
    }

    func store(_ modifiers: [RenderModifier], for box: Box<[ModifierTemplate]>) {
        lock.withLock {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[ObjectIdentifier(box)] = (box, modifiers)
        }
    }
}

/// Decodes values bound modifier arguments evaluate to, with the same decoder as JSON,
/// remembering each (type, value) pair.
final class BoundArgumentValues: @unchecked Sendable {
    private struct Key: Hashable {
        let type: String
        let value: JSONValue
    }

    private let decoded = BoundedMemo<Key, Result<ArgumentValue, BoundStyleError>>(capacity: 4096)

    func decode(_ value: JSONValue, as type: ArgumentType) -> Result<ArgumentValue, BoundStyleError> {
        decoded.value(for: Key(type: type.name, value: value)) { Self.decodedNow(value, type) }
    }

    /// `value` decoded as `type`, unremembered: what validation checks a literal branch with.
    static func decodedNow(_ value: JSONValue, _ type: ArgumentType) -> Result<ArgumentValue, BoundStyleError> {
        let document: JSONDocument
        do throws(Diagnostic) {
            document = try JSONDocument.parse("[" + JSONWriter.string(value) + "]", fileName: "bound value")
        } catch {
            return .failure(BoundStyleError(error))
        }
        var decoder = SchemaDecoder()
        guard let element = document.root.elements.first else { return .failure(.notAStyleValue) }
        // A value from data is plain: a `$` in it is text, not another binding.
        if case .text = type, let text = value.stringValue { return .success(.text(text)) }
        guard let argument = decoder.argument(element, type, "the value"), !decoder.diagnostics.hasErrors else {
            return .failure(decoder.diagnostics.errors.first.map(BoundStyleError.init) ?? .rejected(code: .wrongType, message: "not a \(type.name)"))
        }
        if case .bound = argument { return .failure(.rejected(code: .wrongType, message: "a binding cannot produce another binding")) }
        return .success(argument)
    }
}
