// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Button

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
    internal init() {}
}

nonisolated public struct Button<Label>: View where Label: View {
    public typealias Body = Never

    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

nonisolated extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

    @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}

    @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

nonisolated extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}

    @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {}

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {}

    @_disfavoredOverload @preconcurrency
    public init<S>(_ title: S, systemImage: String, role: ButtonRole?,
                   action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

nonisolated extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

// MARK: - Link

nonisolated public struct Link<Label>: View where Label: View {
    public typealias Body = Never
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

nonisolated extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    @_disfavoredOverload
    public init<S>(_ title: S, destination: URL) where S: StringProtocol {}
}

// MARK: - TextField / SecureField / TextEditor

nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {}

    public init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
        where F: ParseableFormatStyle, F.FormatOutput == String {}
}

nonisolated extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}

    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {}

    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F: ParseableFormatStyle, F.FormatOutput == String {}
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
        where F: ParseableFormatStyle, F.FormatOutput == String {}
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {}
}

nonisolated public struct SecureField<Label>: View where Label: View {
    public typealias Body = Never
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

nonisolated extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {}
}

nonisolated public struct TextEditor: View {
    public typealias Body = Never
    public init(text: Binding<String>) {}
}

// MARK: - Toggle

nonisolated public struct Toggle<Label>: View where Label: View {
    public typealias Body = Never
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

nonisolated extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {}
}

nonisolated extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {}
}

// MARK: - Slider

nonisolated public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public typealias Body = Never
}

nonisolated extension Slider {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                   @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel,
                   @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   @ViewBuilder label: () -> Label,
                   @ViewBuilder minimumValueLabel: () -> ValueLabel,
                   @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

nonisolated extension Slider where ValueLabel == EmptyView {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                   @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// MARK: - Stepper

nonisolated public struct Stepper<Label>: View where Label: View {
    public typealias Body = Never

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}

    public init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}
}

nonisolated extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}

    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {}

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {}

    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                      onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {}
}

// MARK: - Picker

nonisolated public struct Picker<Label, SelectionValue, Content>: View
    where Label: View, SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {}
}

nonisolated extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
        where S: StringProtocol {}
}

nonisolated extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {}
}

extension View {
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { self }
}

// MARK: - ProgressView

nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
}

nonisolated extension ProgressView where CurrentValueLabel == EmptyView {
    public init() where Label == EmptyView {}
    public init(@ViewBuilder label: () -> Label) {}
    public init(_ titleKey: LocalizedStringKey) where Label == Text {}
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

nonisolated extension ProgressView {
    public init<V>(value: V?, total: V = 1.0)
        where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
        where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint {}
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
        where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {}
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: V?, total: V = 1.0)
        where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {}
}

// MARK: - ContentUnavailableView

nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View
    where Label: View, Description: View, Actions: View {
    public typealias Body = Never

    public init(@ViewBuilder label: () -> Label,
                @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
}

nonisolated extension ContentUnavailableView
    where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

public struct SearchUnavailableContent {
    nonisolated public struct Label: View { public typealias Body = Never }
    nonisolated public struct Description: View { public typealias Body = Never }
    nonisolated public struct Actions: View { public typealias Body = Never }
}

nonisolated extension ContentUnavailableView
    where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
          Actions == SearchUnavailableContent.Actions {
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label,
                                                     SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> { _stub() }
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label,
                                                                      SearchUnavailableContent.Description,
                                                                      SearchUnavailableContent.Actions> { _stub() }
}

// MARK: - Menu

nonisolated public struct Menu<Label, Content>: View where Label: View, Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {}
}

nonisolated extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

nonisolated extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

// MARK: - LabeledContent

nonisolated public struct LabeledContent<Label, Content> {
    public typealias Body = Never
}

nonisolated extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

nonisolated extension LabeledContent where Label == Text, Content: View {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {}
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {}
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {}
}

// MARK: - ShareLink

// `Transferable` and its representations are in Transferable.swift.

nonisolated public struct DefaultShareLinkLabel: View {
    public typealias Body = Never
}

public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {}
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image, icon: Icon) where S: StringProtocol {}
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload
    public init<S>(_ title: S) where S: StringProtocol {}
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image) where S: StringProtocol {}
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {}
    @_disfavoredOverload
    public init<S>(_ title: S, icon: Icon) where S: StringProtocol {}
}

nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
    where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
          Data.Element: Transferable {
    public typealias Body = Never

    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {}

    public init<I>(item: I, subject: Text? = nil, message: Text? = nil,
                   preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I>, I: Transferable {}
}

nonisolated extension ShareLink where Label == DefaultShareLinkLabel {
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil,
                   preview: SharePreview<PreviewImage, PreviewIcon>)
        where Data == CollectionOfOne<I>, I: Transferable {}
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                   preview: SharePreview<PreviewImage, PreviewIcon>)
        where Data == CollectionOfOne<I>, I: Transferable {}
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data.Element == URL {}
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data.Element == String {}
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<URL> {}
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<String> {}
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {}
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {}
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {}
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {}

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<URL> {}
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<String> {}
    @_disfavoredOverload
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
        where S: StringProtocol, Data == CollectionOfOne<URL> {}
    @_disfavoredOverload
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
        where S: StringProtocol, Data == CollectionOfOne<String> {}
}
