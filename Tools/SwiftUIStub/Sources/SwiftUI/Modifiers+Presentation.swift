// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

public struct PresentationDetent: Hashable, Sendable {
    internal init() {}
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

extension View {
    // MARK: Sheets
    nonisolated public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                           @ViewBuilder content: @escaping () -> Content) -> some View
        where Content: View { self }
    nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping (Item) -> Content) -> some View
        where Item: Identifiable, Content: View { self }
    nonisolated public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                     @ViewBuilder content: @escaping () -> Content) -> some View
        where Content: View { self }
    nonisolated public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View
        where Item: Identifiable, Content: View { self }
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    // MARK: Alerts
    nonisolated public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: () -> A) -> some View where A: View { self }
    @_disfavoredOverload
    nonisolated public func alert<S, A>(_ title: S, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A) -> some View
        where S: StringProtocol, A: View { self }
    nonisolated public func alert<A>(_ title: Text, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: () -> A) -> some View where A: View { self }
    nonisolated public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
        where A: View, M: View { self }
    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>,
                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
        where S: StringProtocol, A: View, M: View { self }
    nonisolated public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
        where A: View, M: View { self }

    // MARK: Confirmation dialogs
    nonisolated public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                  titleVisibility: Visibility = .automatic,
                                                  @ViewBuilder actions: () -> A) -> some View where A: View { self }
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A) -> some View
        where S: StringProtocol, A: View { self }
    nonisolated public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View
        where A: View, M: View { self }
    // The Text-title and string-title forms (iOS 15), added for the confirmationDialog modifier.
    nonisolated public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>,
                                                  titleVisibility: Visibility = .automatic,
                                                  @ViewBuilder actions: () -> A) -> some View where A: View { self }
    nonisolated public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View
        where A: View, M: View { self }
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: () -> A,
                                                        @ViewBuilder message: () -> M) -> some View
        where S: StringProtocol, A: View, M: View { self }

    // MARK: Popover
    nonisolated public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                             arrowEdge: Edge = .top,
                                             @ViewBuilder content: @escaping () -> Content) -> some View
        where Content: View { self }
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

@frozen public struct Anchor<Value>: Sendable {
    @frozen public struct Source: Sendable {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { _stub() }
}
