// Declaration-only stubs mirroring Apple's SwiftUI API (iOS 17 surface) for
// type-checking on Linux with `swiftc -typecheck`. Nothing here renders; bodies
// are `fatalError()` or trivial. See Tools/SwiftUIStub/README.md.

nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    internal var bits: UInt64
    internal init(bits: UInt64) { self.bits = bits }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public init() { bits = 0 }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits | other.bits) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits & other.bits) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { .init(bits: bits ^ other.bits) }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        bits |= newMember.bits
        return (true, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        bits &= ~member.bits
        return member
    }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        bits |= newMember.bits
        return newMember
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    internal init() {}
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
    public init(named name: Text) {}
    internal init() {}
}

extension View {

    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _stub()
    }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        where S: StringProtocol { _stub() }

    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _stub()
    }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        where S: StringProtocol { _stub() }

    nonisolated public func accessibilityValue(_ valueDescription: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
        where S: StringProtocol { _stub() }

    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityIdentifier(_ identifier: String)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityHidden(_ hidden: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }

    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                                _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _stub() }
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { _stub() }
}
