// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

extension View {
    // MARK: Lifecycle
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func task(priority: TaskPriority = .userInitiated,
                                 @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void)
        -> some View { self }
    nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated,
                                    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void)
        -> some View where T: Equatable { self }

    // MARK: Change observation (iOS 17 forms)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false,
                                        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View
        where V: Equatable { self }
    nonisolated public func onChange<V>(of value: V, initial: Bool = false,
                                        _ action: @escaping () -> Void) -> some View where V: Equatable { self }
    @available(iOS, introduced: 14.0, deprecated: 17.0,
               message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
        where V: Equatable { self }

    // MARK: Gestures
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                               perform action: @escaping () -> Void,
                                               onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    // MARK: Refresh / list rows
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                            @ViewBuilder content: () -> T) -> some View where T: View { self }

    // MARK: Context menus
    nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View
        where MenuItems: View { self }

    // MARK: Open URL
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
}

// MARK: - Sensory feedback (iOS 17)

/// `SensoryFeedback`: a kind of haptic and/or audio feedback for `View.sensoryFeedback`.
public struct SensoryFeedback: Equatable, Sendable {
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
    public static let selection = SensoryFeedback()
    public static let increase = SensoryFeedback()
    public static let decrease = SensoryFeedback()
    public static let start = SensoryFeedback()
    public static let stop = SensoryFeedback()
    public static let alignment = SensoryFeedback()
    public static let levelChange = SensoryFeedback()
    public static let impact = SensoryFeedback()
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback() }
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback { SensoryFeedback() }

    /// `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }

    /// `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        public static let rigid = Flexibility()
        public static let solid = Flexibility()
        public static let soft = Flexibility()
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes.
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { self }
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View
        where T: Equatable { self }
    nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View where T: Equatable { self }
}
