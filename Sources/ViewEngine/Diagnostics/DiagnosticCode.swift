/// The stable identity of a kind of problem, printed as `SDUI0201` after the message.
///
/// Every ``Diagnostic`` carries one (its initialisers take no severity without a code), so a
/// user can look a problem up (`sdui docs --diagnostics`, `Docs/Diagnostics.md`), a warning
/// can be silenced by code (`sdui validate --allow SDUI0205`), and tests match the code rather
/// than the wording. The number never changes once published; a retired code is not reused.
/// The severity belongs to the code: one kind of problem is always an error or always a warning.
///
/// Numbering by area: 01xx files and syntax, 02xx view nodes and values, 03xx actions,
/// 04xx expressions, 05xx styles and themes, 06xx references across files, 07xx data and
/// declarations (state, parameters, persistence, bundle data), 075x what a renderer cannot draw,
/// 08xx authoring (other formats' keys met by `sdui validate`, and `sdui import`), 09xx string
/// tables, 10xx what a running app meets (runtime issues: bound values, actions, requests).
public enum DiagnosticCode: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    // Files and syntax
    /// A file is not valid JSON (a trailing comma, a missing quote or bracket), at the position shown.
    case jsonSyntax = 101
    /// A file is larger than ``BundleLoader/maxFileBytes`` (16 MiB by default), so it is not read.
    case fileTooLarge = 102
    /// A file or folder of the bundle cannot be read (it does not exist, or lacks read permission).
    case unreadableFile = 103
    /// The bundle folder has no `app.json`.
    case missingAppFile = 104
    /// Two files define a screen of the same name (`screens.json` and `screens/home.json`); the
    /// one loaded last is kept.
    case duplicateScreen = 105
    /// An object names the same key twice; the last value wins (a warning).
    case duplicateKey = 106

    // View nodes and values
    /// A value has the wrong JSON type for its place (`"children": "none"`).
    case wrongType = 201
    /// A node's `"type"` is no known node type; the message suggests the closest.
    case unknownNodeType = 202
    /// An object used as a view node has no `"type"`.
    case missingNodeType = 203
    /// A required prop or member is missing (a `text` without `content`, a tab without `screen`).
    case missingMember = 204
    /// A member the node, action or style does not read; it is ignored (a warning).
    case unknownProperty = 205
    /// `children` on a node type that takes none; they are ignored (a warning).
    case childrenIgnored = 206
    /// View nodes nest deeper than ``NestingLimits/viewNodes`` in a file or
    /// ``NestingLimits/renderedNodes`` once components are expanded (found by validation, and a
    /// runtime issue where the resolver stops), or an
    /// expression's parentheses deeper than ``NestingLimits/expressionParentheses``, or a
    /// state path written at of more than ``NestingLimits/statePathSteps`` steps.
    case nestingTooDeep = 207
    /// A node has a `transition` but no `animationKey`, so nothing animates (a warning).
    case transitionWithoutKey = 208
    /// A `"condition"` is an empty string.
    case emptyCondition = 209
    /// A path a control writes to holds transforms or operators (`$.query | uppercase`); a binding
    /// must name one place.
    case notAPlainPath = 210
    /// A number is outside the range its prop accepts, or not whole where a whole number is needed.
    case valueOutOfRange = 211
    /// A picker's `options` is empty, so there is nothing to choose (a warning).
    case emptyOptions = 212
    /// A value is not one of the words its prop accepts (`"contentMode": "stretch"`).
    case invalidChoice = 213
    /// app.json's `"root"` is neither a `tab_view` node nor the name of a screen.
    case invalidAppRoot = 214
    /// The root `tab_view` has no tabs.
    case emptyTabBar = 215
    /// Two picker options have the same value, so the second could never show as chosen (a warning).
    case duplicateOptionValue = 216
    /// An entry of `"modifiers"` names a modifier the engine does not know.
    case unknownModifier = 217
    /// A modifier is given an argument label it does not take (`{"frame": {"widht": 100}}`).
    case unknownModifierArgument = 218
    /// A modifier lacks a required argument (`border` without `color`).
    case missingModifierArgument = 219
    /// An entry of `"modifiers"` is not an object with exactly one key, the modifier's name.
    case malformedModifier = 220
    /// A `scrollTo` action names a literal `id` that no node of its screen (nor any component) has.
    case unknownScrollTarget = 221

    // Actions
    /// An action's `"actionType"` is not a known action (`navgate`).
    case unknownActionType = 301
    /// An object used as an action has no `"actionType"`.
    case missingActionType = 302
    /// A state action's `key` (or `idKey`) is not a dotted path with bound parts only as `[$…]` or `[${…}]`.
    case invalidStateKey = 303

    // Expressions
    /// A binding expression cannot be parsed (`$.title |`); reported at the offending column.
    case invalidExpression = 401
    /// An expression pipes into a transform the parser does not know (`| upper`).
    case unknownTransform = 402
    /// A transform is given an argument it does not take, or lacks one it needs (`uppercase:yes`).
    case transformArgument = 403
    /// Text written as an expression that does not start with `$` (`"!$.env.flag"`,
    /// `"($.price * 2)"`), so it is shown or stored as written; a warning.
    case expressionShownAsText = 404
    /// Arithmetic on the text a formatting transform makes (`$.budget - $.spent | number:2`
    /// formats only `$.spent`: a pipeline binds tighter); a warning.
    case formattedTextInArithmetic = 405
    /// A binding that is `$` alone: all of the screen's data, shown as JSON; a warning.
    case wholeDataBound = 406
    /// Quoted text inside an expression holds `${…}` (`$.on ? 'Hi ${$.name}' : ''`): quoted
    /// text is taken as written, so the braces show; a warning.
    case interpolationInQuotedText = 407
    /// A choice's condition is text joined with `+` (`'Size ' + $.big ? 'L' : 'S'`): a choice is
    /// looser than `+`, so the joined text is the condition, never empty, always true; a warning.
    case joinedTextAsCondition = 408
    /// A `sum:` formula adds or subtracts a value that is the same for every element
    /// (`sum:amount - $.env.budget`), so it counts once per element; a warning.
    case sumAddsPerElement = 409

    // Styles and themes
    /// A colour is neither a name nor a `#RGB`, `#RRGGBB` or `#RRGGBBAA` literal.
    case invalidColorLiteral = 501
    /// A theme preset binds a style property to data; presets are static (bind it in `inlineStyle`).
    case boundPresetValue = 502
    /// One part of a compound style value (padding, shadow, border) is bound; only the whole can be.
    case partlyBoundStyleValue = 503
    /// A `style` names, or a preset `extends`, a preset theme.json does not define.
    case unknownPreset = 504
    /// Theme presets `extends` each other in a cycle.
    case presetCycle = 505
    /// A style names a colour that is neither in the theme nor a system colour.
    case unknownColor = 506
    /// A style names a font that is neither in the theme nor a text style (`headline`).
    case unknownFont = 507
    /// A preset's `extends` chain is longer than 32 presets; resolution stops there.
    case presetChainTooLong = 508
    /// A theme preset's modifier uses a binding, an action or a view; preset modifiers are resolved
    /// once per style, with the theme only.
    case presetModifierNotStatic = 509
    // Accessibility of styles (0520–0529)
    /// A text colour on a background below WCAG AA contrast (4.5:1, or 3:1 for large text).
    case lowContrast = 520

    // References across files
    /// A tab, link or action names a screen the bundle does not define.
    case unknownScreen = 601
    /// A `component` node names a component `components.json` does not define.
    case unknownComponent = 602
    /// A `component` node's `name` is a binding; it must be literal text, known when validating.
    case componentNameNotLiteral = 603
    /// A component is passed a parameter it does not declare (almost always a misspelling).
    case unknownComponentParameter = 604
    /// A component is used without a parameter it declares and has no default for (a warning).
    case missingComponentParameter = 605
    /// Components use each other in a cycle, which would never end.
    case componentCycle = 606
    /// A `share_link`'s `snapshot` names no node `id` on its screen.
    case unknownSnapshotNode = 607
    /// A `sheet` inside a list's row template, where it is never presented (a warning).
    case sheetInListRow = 608
    /// Components nest more than 32 levels deep; deeper ones show as placeholders.
    case componentNestingTooDeep = 609
    // Controls' values (0610–0629)
    /// A `date_picker`'s `min` or `max` is not ISO 8601 text of the form its `displayedComponents`
    /// write (`2026-11-23`, `14:30` or `2026-11-23T14:30`).
    case invalidDateLiteral = 610
    // Screen loading (0630–0639)
    /// Screens whose `onLoad` actions navigate, present or reload in a circle, which never ends.
    case onLoadCycle = 630
    // Expansion (0640–0649)
    /// A component or screen expands to more than 20,000 nodes, each component use a copy of
    /// its body; the component shows as a placeholder.
    case expansionTooLarge = 640

    // Data and declarations: state, parameters, persistence, bundle data (0701–0749)
    /// A `$.env`, `$.item` or parameter path the declared shape does not have.
    case unknownDataPath = 701
    /// A top-level name a screen that declares its params neither declares nor writes.
    case unknownScreenValue = 702
    /// A navigate, present or navigation link passes a parameter the screen does not declare.
    case unknownParameter = 703
    /// A call leaves out a parameter the screen declares as required.
    case missingRequiredParameter = 704
    /// A call passes a value of another type than the parameter declares.
    case wrongParameterType = 705
    /// A parameter declared twice.
    case duplicateParameter = 706
    /// A transform applied to a value of a type it does not take (`take` on text).
    case transformOnWrongType = 707
    /// `persist` names a key that `state` does not declare.
    case unknownPersistedKey = 708
    /// A `$data` reference or `bundle` request names no file in `data/`.
    case unknownDataFile = 709
    /// A state write whose literal value does not fit the declared state (text into a number,
    /// a number appended to a list of objects); one of another structure is refused when run.
    case writeDoesNotFit = 710
    /// A component body reads a top-level name that is neither its parameter nor one any
    /// screen or component provides (a misspelt parameter, most likely); a warning.
    case unknownComponentValue = 711
    /// A screen's computed value has a name it would hide: one of the screen's parameters,
    /// screen state the screen writes, or a name the engine reserves (`env`, `item`, …).
    case computedNameTaken = 712
    /// A computed value reads one written after it, which is not computed yet when it is.
    case computedReadsLater = 713
    /// A screen or component has more computed values than ``NestingLimits/computedValues``.
    case tooManyComputedValues = 714
    /// A list row writes through `[$.index]` into another array than the one its `items`
    /// reads, or into that one filtered or reordered: row n is not element n there; a warning.
    case rowIndexIntoOtherList = 715
    /// A control's binding or an action's key writes to `$.item` or `$.index`, which the
    /// running app refuses: a list row's element is a copy.
    case rowCopyWritten = 716
    /// A state action or a control writes the screen's own state under a name app.json declares
    /// as app state (`"key": "cart"` for `env.cart`): nothing of the app's changes; a warning.
    case screenStateNamedLikeAppState = 717
    /// A sequence step after a `back` or `dismiss` reads a parameter of the screen it is written
    /// on, which the screen shown then does not have; a warning.
    case stepAfterLeavingReadsParameter = 718
    // Renderer coverage (0750–0759)
    /// An SF Symbol the web preview has no icon for (Apple platforms still draw it).
    case symbolWithoutWebIcon = 750

    // Authoring: other SwiftUI JSON formats (0801–0849)
    /// Another format's style key written on a node; the warning names the modifier to use.
    case styleKeyOnNode = 801
    /// A node holds its properties under `properties` or `attributes`, as other formats write them.
    case peerFormatOnNode = 802
    /// `sdui import`: something in the source format has no counterpart here (reported, not dropped).
    case peerNoCounterpart = 803
    /// `sdui import`: a node type the other format does not document, or one with no counterpart here.
    case peerUnknownType = 804
    /// `sdui import`: converted, but the result behaves somewhat differently (the message says how).
    case peerApproximation = 805
    /// `sdui import`: a value not of the form the other format documents (left out of the output).
    case peerInvalidValue = 806
    /// `sdui import`: a value that should be a node of the other format is not an object with a `type`.
    case peerNotANode = 807

    // Localization: string tables (0901–0919)
    /// A `@key` lookup names a key the development locale's string table does not have.
    case unknownStringKey = 901
    /// A locale's string table lacks keys the bundle uses (one warning per locale, with the count).
    case untranslatedStrings = 902
    /// A key's `{placeholders}` differ between its development text and a translation.
    case placeholderMismatch = 903
    /// A plural entry lacks a form its locale's plural rule chooses for some counts.
    case missingPluralForm = 904
    /// A string file that is not a table of texts, or is not named after a locale.
    case malformedStringFile = 905
    /// A lookup does not pass a placeholder its text uses (or a plural text's `count`).
    case missingStringArgument = 906

    // Run time: problems a running app meets and reports as ``RuntimeIssue``s (1001–1049)
    /// A value bound at run time that a node or modifier cannot use; a fallback is used.
    case unusableBoundValue = 1001
    /// An action that could not run as written: an unknown screen or tab, a state write that does not fit.
    case actionFailed = 1002
    /// A custom event with no handler registered by the host.
    case unhandledEvent = 1003
    /// A request that failed, or that names a data source the host does not register.
    case requestFailed = 1004
    /// `app.json` names a module the host does not install.
    case missingModule = 1005
    /// Persisted app state that could not be read or written (a damaged file, a folder that cannot be written).
    case stateNotKept = 1006
    /// A custom event's handler refused or failed (a link that is not a web link, a payload it cannot use).
    case handlerFailed = 1007
    /// A persisted value (saved by an earlier version of the app, or edited) that does not fit the state `app.json` declares.
    case savedStateOutdated = 1008

    /// `SDUI0201`: what is printed and what `--allow` takes.
    public var name: String {
        let digits = String(rawValue)
        return "SDUI" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    public var description: String { name }

    /// The code named `SDUI0201` (case-insensitive; `0201` and `201` are accepted too).
    public init?(name: String) {
        var digits = Substring(name)
        if digits.uppercased().hasPrefix("SDUI") { digits = digits.dropFirst(4) }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), let code = Self(rawValue: number) else {
            return nil
        }
        self = code
    }

    /// Whether the problem stops the bundle from being correct (errors cannot be silenced),
    /// or only deserves a look (warnings: something is ignored or has no effect).
    public var severity: Diagnostic.Severity {
        switch self {
        case .duplicateKey, .unknownProperty, .childrenIgnored, .transitionWithoutKey, .emptyOptions, .duplicateOptionValue,
            .missingComponentParameter, .sheetInListRow, .symbolWithoutWebIcon, .styleKeyOnNode, .peerFormatOnNode, .peerNoCounterpart,
            .peerApproximation, .peerInvalidValue, .lowContrast, .untranslatedStrings, .missingPluralForm, .expressionShownAsText,
            .formattedTextInArithmetic, .wholeDataBound, .interpolationInQuotedText, .joinedTextAsCondition, .sumAddsPerElement,
            .unknownComponentValue,
            // A running app goes on past each of these, so they are warnings a host can silence.
            .unusableBoundValue, .actionFailed, .unhandledEvent, .requestFailed, .missingModule, .stateNotKept, .handlerFailed,
            .savedStateOutdated, .rowIndexIntoOtherList, .screenStateNamedLikeAppState, .stepAfterLeavingReadsParameter:
            return .warning
        default:
            return .error
        }
    }
}
