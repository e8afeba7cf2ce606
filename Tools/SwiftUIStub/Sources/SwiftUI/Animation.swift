// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

// MARK: - Animation

@frozen public struct Animation: Equatable, Sendable {
    internal init() {}
    public static func == (lhs: Animation, rhs: Animation) -> Bool { true }

    public static let `default` = Animation()
    public static var linear: Animation { Animation() }
    public static var easeIn: Animation { Animation() }
    public static var easeOut: Animation { Animation() }
    public static var easeInOut: Animation { Animation() }
    public static var spring: Animation { Animation() }
    public static var interactiveSpring: Animation { Animation() }
    public static var smooth: Animation { Animation() }
    public static var snappy: Animation { Animation() }
    public static var bouncy: Animation { Animation() }

    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation { Animation() }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation { Animation() }
    // NOTE: the SDK also has `spring(duration:bounce:blendDuration:)` with all
    // parameters defaulted; it is marked disfavored here so that `.spring()`
    // resolves as it does with Apple's toolchain.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                              blendDuration: Double = 0) -> Animation { Animation() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation { Animation() }
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1.0,
                                           initialVelocity: Double = 0.0) -> Animation { Animation() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

// MARK: - Transaction

@frozen public struct Transaction {
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    public var isContinuous: Bool = false
}

public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria()
    public static let removed = AnimationCompletionCriteria()
    internal init() {}
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
    try body()
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// MARK: - AnyTransition

@frozen public struct AnyTransition: Sendable {
    internal init() {}

    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static var slide: AnyTransition { AnyTransition() }
    public static var scale: AnyTransition { AnyTransition() }

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { self }
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
