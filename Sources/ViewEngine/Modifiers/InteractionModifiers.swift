extension RenderModifier {
    /// Gestures, lifecycle actions, hit testing and scrolling.
    public enum Interaction: Sendable {
        /// `disabled` (JSON default `true`): `true` turns off the controls in the view; the browser
        /// makes them inert but dims only buttons.
        case disabled(Bool)
        /// `onTapGesture`: runs the action after `count` taps in a row (JSON default 1, at least 1);
        /// the browser runs it on every click.
        case onTapGesture(count: Int, action: BoundAction)
        /// `onLongPressGesture`: runs the action when the view is held for `minimumDuration`
        /// seconds (JSON default 0.5); the browser does not detect long presses.
        case onLongPressGesture(minimumDuration: Double, action: BoundAction)
        /// `onAppear`: runs the action when the view appears; not run by the browser preview.
        case onAppear(BoundAction)
        /// `onDisappear`: runs the action when the view disappears; not run by the browser preview.
        case onDisappear(BoundAction)
        /// `refreshable`: pull to refresh runs the action; the browser shows a Refresh button above the content.
        case refreshable(BoundAction)
        /// `allowsHitTesting`: `false` lets taps through to what is behind the view (`pointer-events: none`).
        case allowsHitTesting(Bool)
        /// `contentShape`: the shape that receives taps; the browser hit-tests the view's whole box.
        case contentShape(ModifierShape)
        /// `scrollDisabled` (JSON default `true`): `true` stops scroll views in the view from scrolling.
        case scrollDisabled(Bool)
        /// `scrollIndicators`: `false` for JSON `hidden` or `never`, which hide scroll bars;
        /// `automatic` and `visible` give `true`, drawn as SwiftUI's `.automatic`.
        case scrollIndicators(visible: Bool)
        /// `task`: runs the action when the view appears, cancelled if it disappears first; not
        /// run by the browser preview.
        case task(BoundAction)
        /// `onSubmit`: runs the action when return is pressed in a text field inside the view.
        case onSubmit(BoundAction)
        /// `scrollTargetBehavior`: where a scroll view stops scrolling (on the scroll view itself).
        case scrollTargetBehavior(ScrollTargetBehavior)
        /// A menu the view opens on a long press: its items (buttons, dividers, nested
        /// menus), as a `menu` node's children are.
        case contextMenu([RenderNode])
        /// Plays `feedback` each time `trigger` (the argument's text) changes.
        case sensoryFeedback(SensoryFeedback, weight: FeedbackWeight, trigger: String)
    }

    /// SwiftUI's `SensoryFeedback` kinds (iOS 17); `impact` takes a ``FeedbackWeight``.
    public enum SensoryFeedback: String, Sendable, CaseIterable {
        /// A task finished well.
        case success
        /// Something needs attention.
        case warning
        /// A task failed.
        case error
        /// The selection changed (a picker's value, a tab).
        case selection
        /// A value went up.
        case increase
        /// A value went down.
        case decrease
        /// An activity started.
        case start
        /// An activity stopped.
        case stop
        /// Something lined up (a guide, a snap point).
        case alignment
        /// A value crossed into another level.
        case levelChange
        /// A physical tap, as heavy as the modifier's ``FeedbackWeight``.
        case impact
    }

    /// `SensoryFeedback.Weight`: how heavy an impact feels.
    public enum FeedbackWeight: String, Sendable, CaseIterable {
        /// A light tap (a favourite added or removed).
        case light
        /// The default.
        case medium
        /// A heavy thud.
        case heavy
    }

    /// SwiftUI's scroll target behaviours; the browser snaps to each child's leading edge for both.
    public enum ScrollTargetBehavior: String, Sendable, CaseIterable {
        /// SwiftUI's `.paging`: stops at whole pages of the scroll view's size.
        case paging
        /// SwiftUI's `.viewAligned`: stops with a child aligned to the scroll view's edge.
        case viewAligned
    }
}

extension ModifierDescriptor {
    /// An interaction modifier whose one argument, `label`, is the action it runs; `example` is
    /// that action's JSON (`{"onAppear": {"actionType": …}}`).
    static func action(
        _ name: String, _ label: String, summary: String, example: String, web: WebSupport = .full,
        _ make: @escaping @Sendable (BoundAction) -> RenderModifier.Interaction
    ) -> ModifierDescriptor {
        ModifierDescriptor(
            name, .interaction, summary: summary, example: "{\"\(name)\": \(example)}", arguments: [ModifierArgument(label, .action, required: true)], web: web
        ) { $0.action(label).map { .interaction(make($0)) } }
    }
}

extension RenderModifier.Interaction {
    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "disabled", .interaction, summary: "Turns off the controls in the view (they dim and stop responding)", example: #"{"disabled": true}"#,
            arguments: [ModifierArgument("disabled", .bool, default: true)],
            web: .partial("controls inside stop responding (inert) but only buttons are dimmed")
        ) { .interaction(.disabled($0.bool("disabled") ?? true)) },
        ModifierDescriptor(
            "onTapGesture", .interaction, summary: "Runs an action when the view is tapped (count taps in a row)",
            example: #"{"onTapGesture": {"count": 1, "perform": {"actionType": "setState", "key": "tapped", "value": true}}}"#,
            arguments: [ModifierArgument("perform", .action, required: true), ModifierArgument("count", .integer, default: 1)],
            web: .partial("the browser runs the action on every click, whatever the count")
        ) { input in input.action("perform").map { .interaction(.onTapGesture(count: max(1, input.integer("count") ?? 1), action: $0)) } },
        ModifierDescriptor(
            "onLongPressGesture", .interaction, summary: "Runs an action when the view is pressed and held",
            example: #"{"onLongPressGesture": {"minimumDuration": 0.5, "perform": {"actionType": "setState", "key": "held", "value": true}}}"#,
            arguments: [ModifierArgument("perform", .action, required: true), ModifierArgument("minimumDuration", .nonNegative, default: 0.5)],
            web: .none("the browser preview does not detect long presses")
        ) { input in input.action("perform").map { .interaction(.onLongPressGesture(minimumDuration: input.number("minimumDuration") ?? 0.5, action: $0)) } },
        .action(
            "onAppear", "perform", summary: "Runs an action when the view appears",
            example: #"{"actionType": "setState", "key": "seen", "value": true}"#,
            web: .none("the browser preview does not run appear actions; screens load their data with onLoad")
        ) { .onAppear($0) },
        .action(
            "onDisappear", "perform", summary: "Runs an action when the view disappears",
            example: #"{"actionType": "setState", "key": "seen", "value": false}"#,
            web: .none("the browser preview does not run disappear actions")
        ) { .onDisappear($0) },
        .action(
            "refreshable", "action", summary: "Pull to refresh: runs an action (a reload, an API call) when the user pulls the content down",
            example: #"{"actionType": "reload"}"#,
            web: .partial("a visible Refresh button above the content runs the action")
        ) { .refreshable($0) },
        ModifierDescriptor(
            "allowsHitTesting", .interaction, summary: "false: taps go through the view to what is behind it", example: #"{"allowsHitTesting": false}"#,
            arguments: [ModifierArgument("enabled", .bool, required: true)]
        ) { .interaction(.allowsHitTesting($0.bool("enabled") ?? true)) },
        ModifierDescriptor(
            "contentShape", .interaction, summary: "The shape that receives taps (a whole row, not just its text)", example: #"{"contentShape": "rectangle"}"#,
            arguments: [ModifierArgument("shape", .shape, required: true)],
            web: .partial("the whole box of the view receives clicks, whatever the shape")
        ) { $0.shape("shape").map { .interaction(.contentShape($0)) } },
        ModifierDescriptor(
            "scrollDisabled", .interaction, summary: "Stops scroll views in the view from scrolling", example: #"{"scrollDisabled": true}"#,
            arguments: [ModifierArgument("disabled", .bool, default: true)],
            web: .partial("applies to the scroll view it is written on, not to scroll views nested deeper")
        ) { .interaction(.scrollDisabled($0.bool("disabled") ?? true)) },
        ModifierDescriptor(
            "scrollIndicators", .interaction, summary: "Shows or hides scroll bars of scroll views in the view", example: #"{"scrollIndicators": "hidden"}"#,
            arguments: [ModifierArgument("visibility", .choice(["automatic", "visible", "hidden", "never"]), required: true)],
            web: .partial("applies to the scroll view it is written on, not to scroll views nested deeper")
        ) { input in .interaction(.scrollIndicators(visible: !["hidden", "never"].contains(input.text("visibility") ?? ""))) },
        .action(
            "task", "action", summary: "Runs an action when the view appears, cancelled if it disappears first (loads, API calls)",
            example: #"{"actionType": "setState", "key": "loaded", "value": true}"#,
            web: .none("the browser preview does not run appear actions; screens load their data with onLoad")
        ) { .task($0) },
        .action(
            "onSubmit", "action", summary: "Runs an action when return is pressed in a text field inside the view",
            example: #"{"actionType": "setState", "key": "submitted", "value": true}"#
        ) { .onSubmit($0) },
        ModifierDescriptor(
            "sensoryFeedback", .interaction,
            summary: "Plays haptic feedback when the trigger's value changes (a light tap when a favourite is added or removed); impact takes a weight",
            example: #"{"sensoryFeedback": {"feedback": "impact", "weight": "light", "trigger": "${$.likes}"}}"#,
            arguments: [
                .choice("feedback", RenderModifier.SensoryFeedback.self, required: true), ModifierArgument("trigger", .text, required: true),
                .choice("weight", RenderModifier.FeedbackWeight.self, default: .medium),
            ],
            web: .none("browsers have no haptics: the preview plays nothing")
        ) { input in
            guard let feedback = input.choice("feedback", RenderModifier.SensoryFeedback.self), let trigger = input.text("trigger") else { return nil }
            return .interaction(.sensoryFeedback(feedback, weight: input.choice("weight") ?? .medium, trigger: trigger))
        },
        .choice(
            "scrollTargetBehavior", .interaction, "behavior", RenderModifier.ScrollTargetBehavior.self,
            summary: "Makes a scroll view stop at pages or at its children's edges (on the scroll view)", example: .paging,
            web: .partial("the browser snaps to each child's leading edge (CSS scroll snapping) for both; paging does not size children to the page")
        ) { .interaction(.scrollTargetBehavior($0)) },
        ModifierDescriptor(
            "contextMenu", .interaction,
            summary: "A menu of actions the view opens on a long press (a right-click on a Mac): buttons, dividers and nested menus, as in a menu node",
            example: #"{"contextMenu": [{"type": "button", "label": "Mark as played", "action": {"actionType": "setState", "key": "status", "value": "Marked as played"}}, {"type": "divider"}, {"type": "button", "label": "Remove", "role": "destructive", "action": {"actionType": "setState", "key": "status", "value": "Removed"}}]}"#,
            arguments: [ModifierArgument("menuItems", .views, required: true)],
            web: .partial("opens on a right-click (a long press where the browser sends one as contextmenu, as Chrome on Android does) or Shift+F10 / the menu key on the focused view; iOS Safari's long press does not open it, and the lifted preview of the view is not drawn")
        ) { input in
            let items = input.views("menuItems")
            return items.isEmpty ? nil : .interaction(.contextMenu(items))
        },
    ]
}
