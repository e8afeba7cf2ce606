/// The catalogue: for each code, what it means, a small example that produces it, and how to
/// fix it. `sdui docs --diagnostics` prints it; `Docs/Diagnostics.md` is that output.
extension DiagnosticCode {
    /// What this code means, an example that produces it, and the fix.
    public var entry: Entry {
        switch self {
        case .jsonSyntax:
            return Entry(meaning: "The file is not valid JSON.", example: #"{"type": "text",}"#,
                fix: "Correct the JSON at the position shown (a trailing comma, a missing quote or bracket).")
        case .fileTooLarge:
            return Entry(meaning: "The file is larger than the loader accepts.", example: "a 20 MB screens/browse.json",
                fix: "Split the screen into components, or move data out of the view file into state or a data source.")
        case .unreadableFile:
            return Entry(meaning: "A file or folder of the bundle cannot be read.", example: "screens/ without read permission",
                fix: "Check that the path exists and is readable.")
        case .missingAppFile:
            return Entry(meaning: "The bundle folder has no app.json.", example: "a folder holding only screens/",
                fix: #"Add app.json with at least a "root"."#)
        case .duplicateScreen:
            return Entry(meaning: "Two files define a screen of the same name.", example: "screens.json and screens/home.json both define 'home'",
                fix: "Rename or remove one of them.")
        case .duplicateKey:
            return Entry(meaning: "An object names the same key twice; the last value wins.", example: #"{"type": "text", "type": "image", "props": {"content": "a"}}"#,
                fix: "Remove the repeated key.")
        case .wrongType:
            return Entry(meaning: "A value has the wrong JSON type for its place.", example: #"{"type": "vstack", "children": "none"}"#,
                fix: "Give the kind of value named in the message (see `sdui docs` for each prop's type).")
        case .unknownNodeType:
            return Entry(meaning: "A node's \"type\" is not a known node type.", example: #"{"type": "vstak"}"#,
                fix: "Use one of the node types listed by `sdui docs` (the message suggests the closest); a component is used as {\"type\": \"component\", \"name\": …, \"parameters\": {…}}.")
        case .missingNodeType:
            return Entry(meaning: "An object used as a view node has no \"type\".", example: #"{"text": "Hello"}"#,
                fix: #"Add "type", for example "type": "text"."#)
        case .missingMember:
            return Entry(meaning: "A required prop or member is missing.", example: #"{"type": "image"}"#,
                fix: "Add the member named in the message.")
        case .unknownProperty:
            return Entry(meaning: "A member is not one the node, action or style reads; it is ignored.", example: #"{"type": "text", "content": "a", "colour": "red"}"#,
                fix: "Correct the spelling (the message suggests the closest name) or remove the member.")
        case .childrenIgnored:
            return Entry(meaning: "A node that takes no children was given some; they are ignored.", example: #"{"type": "text", "content": "a", "children": []}"#,
                fix: "Remove \"children\" or wrap the nodes in a stack.")
        case .nestingTooDeep:
            return Entry(meaning: "View nodes nest deeper than \(NestingLimits.viewNodes) levels in a file or \(NestingLimits.renderedNodes) once components are expanded (a component's use counts as a level), an expression's parentheses deeper than \(NestingLimits.expressionParentheses) (fewer in a deeply nested node), or a path that state is written at (an action's key, a control's binding) of more than \(NestingLimits.statePathSteps) steps.", example: "50 vstacks, each inside the last",
                fix: "Flatten the tree: fewer wrapping stacks, or repeated parts moved into components that are not themselves deeply nested; keep state shallow enough to name in a few steps.")
        case .transitionWithoutKey:
            return Entry(meaning: "A node has a \"transition\" but no \"animationKey\", so nothing animates.", example: #"{"type": "text", "content": "a", "transition": "opacity"}"#,
                fix: "Add \"animationKey\": the value whose change animates the node in.")
        case .emptyCondition:
            return Entry(meaning: "A \"condition\" is an empty string.", example: #"{"type": "text", "content": "a", "condition": ""}"#,
                fix: "Write the condition (\"$.isLoggedIn\") or remove the member.")
        case .notAPlainPath:
            return Entry(meaning: "A state path holds transforms or operators; a binding must name one place to write.", example: #"{"type": "text_field", "binding": "$.query | uppercase"}"#,
                fix: "Bind a plain path such as \"$.query\"; transform the value where it is shown.")
        case .valueOutOfRange:
            return Entry(meaning: "A number is outside the range its prop accepts.", example: #"{"opacity": 2}"#,
                fix: "Use a value within the range named in the message.")
        case .emptyOptions:
            return Entry(meaning: "A picker has no options, so there is nothing to choose.", example: #"{"type": "picker", "options": []}"#,
                fix: "Give the options, or bind them to an array in state.")
        case .invalidChoice:
            return Entry(meaning: "A value is not one of the words its prop accepts.", example: #"{"type": "image", "contentMode": "stretch"}"#,
                fix: "Use one of the words listed in the message.")
        case .invalidAppRoot:
            return Entry(meaning: "The app's root is neither a tab_view nor the name of a screen.", example: #"{"root": {"type": "text", "content": "a"}}"#,
                fix: "Make \"root\" a tab_view node or the name of a screen.")
        case .emptyTabBar:
            return Entry(meaning: "The tab bar has no tabs.", example: #"{"root": {"type": "tab_view", "tabs": []}}"#,
                fix: "Add at least one tab {title, icon, screen}.")
        case .duplicateOptionValue:
            return Entry(meaning: "Two picker options have the same value, so the second could never show as chosen.", example: #"{"type": "picker", "options": ["web", "web"]}"#,
                fix: "Give each option its own value; options are told apart by value, not title.")
        case .unknownModifier:
            return Entry(meaning: "An entry of a node's \"modifiers\" names a modifier the engine does not know.", example: #"{"type": "text", "content": "a", "modifiers": [{"paddng": 8}]}"#,
                fix: "Use a modifier listed by `sdui docs` (the message suggests the closest).")
        case .unknownModifierArgument:
            return Entry(meaning: "A modifier is given an argument it does not take.", example: #"{"modifiers": [{"frame": {"widht": 100}}]}"#,
                fix: "Use the argument labels the reference lists for the modifier (SwiftUI's labels).")
        case .missingModifierArgument:
            return Entry(meaning: "A modifier's required argument is missing.", example: #"{"modifiers": [{"border": {"width": 2}}]}"#,
                fix: "Give the argument named in the message.")
        case .malformedModifier:
            return Entry(meaning: "An entry of \"modifiers\" is not an object with exactly one key (the modifier's name).", example: #"{"modifiers": [{"padding": 8, "opacity": 0.5}]}"#,
                fix: "Write one object per modifier, in the order they apply: [{\"padding\": 8}, {\"opacity\": 0.5}].")
        case .unknownActionType:
            return Entry(meaning: "An action's \"actionType\" is not a known action.", example: #"{"actionType": "navgate"}"#,
                fix: "Use one of the action types listed by `sdui docs`.")
        case .missingActionType:
            return Entry(meaning: "An object used as an action has no \"actionType\".", example: #"{"screen": "detail"}"#,
                fix: #"Add "actionType", for example "navigate"."#)
        case .invalidStateKey:
            return Entry(meaning: "A state key is not a dotted path.", example: #"{"actionType": "setState", "key": "a..b"}"#,
                fix: "Name the key as a dotted path such as \"query\" or \"env.searchQuery\".")
        case .invalidExpression:
            return Entry(meaning: "A binding expression cannot be parsed.", example: #""$.title | ""#,
                fix: "Correct the expression at the position described.")
        case .unknownTransform:
            return Entry(meaning: "An expression uses a transform that does not exist.", example: #""$.name | upper""#,
                fix: "Use one of the transforms listed by `sdui docs` (the message suggests the closest).")
        case .transformArgument:
            return Entry(meaning: "A transform is given an argument it does not take, or lacks one it needs.", example: #""$.title | uppercase:yes""#,
                fix: "Add or remove the `:argument` as the message says.")
        case .expressionShownAsText:
            return Entry(meaning: "Text is written as an expression that does not start with $ (a $. path after a leading !, (, -, +, { or space): only a string that starts with $ is a binding, and only ${…} puts an expression inside text, so it is shown (or stored) as written. A template language's placeholder ({{name}}) is shown as written too.",
                example: #"{"type": "text", "content": "!$.env.done"} or {"value": "($.price * 2)"} or {"content": "Hi {{name}}"}"#,
                fix: "Start the string with the expression (\"$.price * 2\"), or wrap it in the $(…) a binding may start with (\"$(!$.env.done)\", \"$(($.i + 1) % $.n)\"), or write it inside text as ${…} (\"Total: ${$.price * 2}\"), which always makes text; a leading \\$ writes a dollar sign.")
        case .formattedTextInArithmetic: return .formattedTextInArithmetic
        case .wholeDataBound: return .wholeDataBound
        case .interpolationInQuotedText: return .interpolationInQuotedText
        case .joinedTextAsCondition: return .joinedTextAsCondition
        case .sumAddsPerElement: return .sumAddsPerElement
        case .computedNameTaken: return .computedNameTaken
        case .computedReadsLater: return .computedReadsLater
        case .tooManyComputedValues: return .tooManyComputedValues
        case .rowIndexIntoOtherList: return .rowIndexIntoOtherList
        case .screenStateNamedLikeAppState: return .screenStateNamedLikeAppState
        case .rowCopyWritten: return .rowCopyWritten
        case .invalidColorLiteral:
            return Entry(meaning: "A colour is neither a name nor a #RGB / #RRGGBB / #RRGGBBAA literal.", example: ##"{"foregroundColor": "#12"}"##,
                fix: "Write a colour name or a full hex literal.")
        case .boundPresetValue:
            return Entry(meaning: "A theme preset binds a style property to data; presets are static.", example: #"{"presets": {"title": {"fontSize": "$.size"}}}"#,
                fix: "Bind the property in the node's inlineStyle instead.")
        case .presetModifierNotStatic:
            return Entry(meaning: "A theme preset's modifier uses a binding, an action or a view; a preset's modifiers are resolved once per style, with the theme only.",
                example: #"{"presets": {"card": {"modifiers": [{"opacity": "$.fade"}]}}}"#,
                fix: "Put the modifier in the node's own modifiers, where bindings, actions and views are evaluated with the node's data.")
        case .partlyBoundStyleValue:
            return Entry(meaning: "A part of a compound style value (padding, shadow, border) is bound to data.", example: #"{"padding": {"top": "$.gap"}}"#,
                fix: "Bind the whole property to a value of its shape: \"padding\": \"$.padding\".")
        case .unknownPreset:
            return Entry(meaning: "A style names, or extends, a preset the theme does not define.", example: #"{"type": "text", "content": "a", "style": "titel"}"#,
                fix: "Define the preset in theme.json or correct its name.")
        case .presetCycle:
            return Entry(meaning: "Theme presets extend each other in a cycle.", example: #"{"a": {"extends": "b"}, "b": {"extends": "a"}}"#,
                fix: "Remove one \"extends\" from the cycle.")
        case .unknownColor:
            return Entry(meaning: "A style names a colour that is neither in the theme nor a system colour.", example: #"{"foregroundColor": "brandd"}"#,
                fix: "Define the colour in theme.json or correct its name.")
        case .presetChainTooLong:
            return Entry(meaning: "A preset's \"extends\" chain is longer than \(NestingLimits.presetChain) presets; resolution stops there.",
                example: #"{"p1": {"extends": "p2"}, "p2": {"extends": "p3"}, … "p33": {}}"#,
                fix: "Shorten the chain: extend a common base preset instead of each other.")
        case .lowContrast:
            return Entry(
                meaning: "A preset or inline style puts text on a background with less contrast than WCAG AA asks (4.5:1 for body text, 3:1 for large text), in the light or the dark scheme.",
                example: ##"{"presets": {"hint": {"foregroundColor": "#999999", "backgroundColor": "#FFFFFF"}}}"##,
                fix: "Darken the text or lighten the background (or the reverse in dark); a light/dark colour pair lets each scheme pass.")
        case .unknownFont:
            return Entry(meaning: "A style names a font that is neither in the theme nor a text style.", example: #"{"font": "titel"}"#,
                fix: "Define the font in theme.json or use a text style such as \"headline\".")
        case .unknownScrollTarget:
            return Entry(
                meaning: "A scrollTo action names, literally, an id that no node of its screen (nor of any component) has, so nothing would scroll.",
                example: #"{"actionType": "scrollTo", "id": "chapter-9"}"#, fix: "Give the node to scroll to that \"id\", or correct the id.")
        case .unknownScreen: return .unknownScreen
        case .unknownComponent:
            return Entry(meaning: "A component node names a component components.json does not define.", example: #"{"type": "component", "name": "Cardd"}"#,
                fix: "Define the component or correct its name.")
        case .componentNameNotLiteral:
            return Entry(meaning: "A component's \"name\" is a binding; which component to use must be known when validating.", example: #"{"type": "component", "name": "$.kind"}"#,
                fix: "Write the name literally; choose between components with \"condition\".")
        case .unknownComponentParameter:
            return Entry(meaning: "A component is passed a parameter it does not declare; the component would never read it (an error: it is almost always a misspelling).", example: #"{"type": "component", "name": "Card", "parameters": {"titel": "a"}}"#,
                fix: "Correct the parameter's name or declare it in the component.")
        case .missingComponentParameter:
            return Entry(meaning: "A component is used without a parameter it declares and has no default for.", example: #"{"type": "component", "name": "Card"}"#,
                fix: "Pass the parameter, or give it a default in the component's \"parameters\" object.")
        case .componentCycle:
            return Entry(meaning: "Components use each other in a cycle, which would never end.", example: "Card's body uses Row, and Row's body uses Card",
                fix: "Break the cycle: one of the components must not use the other.")
        case .componentNestingTooDeep:
            return Entry(meaning: "Components nest more than \(NestingLimits.componentDepth) levels deep (a component whose body uses a component, and so on); deeper ones show as placeholders.",
                example: "c1's body uses c2, c2's uses c3, … up to c33",
                fix: "Flatten the components: use fewer levels.")
        case .expansionTooLarge:
            return Entry(meaning: "A component or screen expands to more than 20,000 nodes: every use of a component is a copy of its body, so components that use others several times each multiply (20 levels of two uses make a million nodes). Such a component shows as a placeholder.",
                example: "c2's body uses c1 twice, c3's uses c2 twice, … up to c16",
                fix: "Use each component fewer times, or show repeated content with a list over data (a list's row template counts once).")
        case .unknownSnapshotNode:
            return Entry(meaning: "A share_link's \"snapshot\" names no node id on its screen.", example: #"{"type": "share_link", "snapshot": "card"}"#,
                fix: "Give the node to share \"id\": \"card\", or correct the name.")
        case .symbolWithoutWebIcon:
            return Entry(meaning: "An SF Symbol has no icon in the web preview's set, so the preview shows a question mark in its place (Apple platforms draw it).",
                example: #"{"type": "image", "systemName": "carrot"}"#,
                fix: "Use a symbol the preview maps (Sources/WebRenderer/Resources/symbols.txt), or add a `symbol=icon` word there and run scripts/generate-web-icons.py; silence with --allow SDUI0750 if only Apple platforms matter.")
        case .invalidDateLiteral:
            return Entry(meaning: "A date picker's 'min' or 'max' is not ISO 8601 text of the form its displayedComponents write (2026-11-23, 14:30 or 2026-11-23T14:30).",
                example: #"{"type": "date_picker", "binding": "$.day", "displayedComponents": "date", "min": "23/11/2026"}"#,
                fix: "Write the bound as the picker writes its value: YYYY-MM-DD for a date, HH:MM for a time, YYYY-MM-DDTHH:MM for both.")
        case .onLoadCycle: return .onLoadCycle
        case .stepAfterLeavingReadsParameter: return .stepAfterLeavingReadsParameter
        case .styleKeyOnNode:
            return Entry(meaning: "A style key that other SwiftUI JSON formats write on the node (padding, backgroundColor, cornerRadius…) is not a property here; it is ignored.",
                example: #"{"type": "text", "content": "a", "padding": 16}"#,
                fix: #"Write it as the modifier the message names: "modifiers": [{"padding": 16}] (`sdui import` converts whole files)."#)
        case .peerFormatOnNode:
            return Entry(meaning: "A node holds its properties under \"properties\" or \"attributes\", as JSONToSwiftUI and SwiftUIML write them; they are ignored.",
                example: #"{"type": "text", "properties": {"content": "a"}}"#,
                fix: "Convert the file with `sdui import --from jsontoswiftui` (or `swiftuiml`), or move the properties onto the node.")
        case .peerNoCounterpart:
            return Entry(meaning: "sdui import: a property of the other format has no counterpart here, so it is not in the output.",
                example: #"SwiftSDUI {"type": "tabview", "selection": 1, …} (the first tab is always selected)"#,
                fix: "Rebuild what it did by hand in the converted JSON, or accept the difference.")
        case .peerUnknownType:
            return Entry(meaning: "sdui import: a node type the other format does not document, or one with no counterpart here; the node is not in the output.",
                example: #"{"type": "carousel"} in a SwiftSDUI file"#,
                fix: "Correct the type, or write the node in this format by hand (`sdui docs` lists the node types).")
        case .peerApproximation:
            return Entry(meaning: "sdui import: converted, but the result behaves somewhat differently from the other format (the message says how).",
                example: ##"SwiftSDUI {"type": "textfield", "action": "#changed"} (runs on every change there, on return here)"##,
                fix: "Check the converted node; adjust it if the difference matters.")
        case .peerInvalidValue:
            return Entry(meaning: "sdui import: a value is not of the form the other format documents, so it is not in the output.",
                example: #"SwiftSDUI {"type": "text", "text": "a", "padding": "all:wide"}"#,
                fix: "Correct the value in the source file (the message gives the accepted forms) and import again.")
        case .peerNotANode:
            return Entry(meaning: "sdui import: a value that should be a node of the other format is not an object with a \"type\".",
                example: #"{"children": ["text"]}"#,
                fix: "Give the node a \"type\" (and its properties), or remove it.")
        case .sheetInListRow:
            return Entry(meaning: "A sheet is inside a list's row template, where it is never presented (rows are made and recycled as they scroll).", example: #"{"type": "list", "itemTemplate": {"type": "sheet", "isPresented": "$.item.open", "content": {…}}}"#,
                fix: "Put the sheet on the screen, outside the list, and bind it to state the row's action sets.")
        case .unknownDataPath:
            return Entry(meaning: "A binding or a state key names a member that the declared shape does not have: app state (app.json's \"state\"), a list row's $.item, or a declared parameter.",
                example: #"{"type": "text", "content": "$.env.recipies | count"} with "state": {"recipes": []}"#,
                fix: "Correct the name (the message suggests the closest), or declare the value in app.json's \"state\" with its initial value.")
        case .unknownScreenValue:
            return Entry(meaning: "A screen that declares its \"params\" reads a top-level name that is neither a parameter, app state ($.env), request status, nor screen state any action or control of the screen writes.",
                example: #"{"type": "screen", "params": [{"name": "recipe"}], "title": "$.recipee.title"}"#,
                fix: "Correct the name, declare the parameter, or write the value (setState, an api resultKey, a control's binding) on this screen.")
        case .unknownParameter:
            return Entry(meaning: "A navigate or present action passes a parameter the screen does not declare in its \"params\"; the screen would never read it.",
                example: #"{"actionType": "navigate", "screen": "detail", "params": {"recipee": "$.item"}}"#,
                fix: "Correct the parameter's name, or declare it in the screen's \"params\".")
        case .missingRequiredParameter:
            return Entry(meaning: "A navigate or present action, or a component use, leaves out a parameter declared \"required\": true.",
                example: #"{"actionType": "navigate", "screen": "detail"} where detail declares {"name": "recipe", "required": true}"#,
                fix: "Pass the parameter, or give its declaration a \"default\" instead of \"required\".")
        case .wrongParameterType:
            return Entry(meaning: "A parameter is passed (or declared with a default) of another type than its declaration's \"type\".",
                example: #"{"actionType": "navigate", "screen": "detail", "params": {"servings": "four"}} where servings is a number"#,
                fix: "Pass a value of the declared type (a binding whose shape is known counts), or change the declared type.")
        case .duplicateParameter:
            return Entry(meaning: "A screen or component declares the same parameter twice.", example: #""params": ["recipe", {"name": "recipe"}]"#,
                fix: "Remove one of the declarations.")
        case .transformOnWrongType:
            return Entry(meaning: "A transform is applied to a value whose declared shape it does not take, so it would pass the value through unchanged.",
                example: #""$.env.title | take:2" where "title" is text"#,
                fix: "Apply the transform to a value of the kind it takes (take, first, where, sort: arrays; uppercase, truncate: text), or use another transform.")
        case .unknownComponentValue: return .unknownComponentValue
        case .unknownPersistedKey:
            return Entry(meaning: "app.json's \"persist\" names a key that is not a member of its \"state\", so nothing would be kept.",
                example: #""persist": ["shoping"], "state": {"shopping": []}"#,
                fix: "Name a top-level member of \"state\" (the message suggests the closest).")
        case .unknownDataFile:
            return Entry(meaning: "A {\"$data\": name} reference in app.json's \"state\", or an api action with \"source\": \"bundle\", names a file that is not in the bundle's data/ folder.",
                example: #""state": {"recipes": {"$data": "recipies"}} with data/recipes.json"#,
                fix: "Name a file of data/ without its .json extension, or add the file.")
        case .writeDoesNotFit: return .writeDoesNotFit
        case .unknownStringKey:
            return Entry(meaning: "A @key lookup names a key that the development locale's string table (strings/en.json unless app.json sets \"developmentLocale\") does not have; the screen shows ⟦key⟧.",
                example: #"{"type": "text", "content": "@browse.titel"} with strings/en.json holding "browse.title""#,
                fix: "Correct the key, or add it to the development locale's string file (and translate it in the others).")
        case .untranslatedStrings:
            return Entry(meaning: "A locale's string table lacks keys the bundle uses; users of that locale see the development locale's text for them.",
                example: #"strings/de.json without "browse.title", which strings/en.json has and a screen uses"#,
                fix: "Add the listed keys to that locale's file, or silence with --allow SDUI0902 while the translation is under way.")
        case .placeholderMismatch:
            return Entry(meaning: "A translation's {placeholders} are not the development text's, so a value is lost or shows as {name}.",
                example: #"en: "{count} episodes of {show}", de: "{anzahl} Folgen""#,
                fix: "Use exactly the development text's placeholder names in every translation (the order may differ).")
        case .missingPluralForm:
            return Entry(meaning: "A plural entry lacks a form that its locale's plural rule picks for some counts (Arabic needs zero, one, two, few, many and other); those counts show the 'other' form.",
                example: #"strings/ar.json: "episodes": {"one": "حلقة واحدة", "other": "{count} حلقة"}"#,
                fix: "Add the listed forms; Docs/Localization.md lists each language's categories with sample counts.")
        case .malformedStringFile:
            return Entry(meaning: "A string file is not an object of keys to texts or plural forms, has an unknown plural category, or is not named after a locale.",
                example: #"strings/de.json: {"episodes": {"single": "1 Folge"}}"#,
                fix: "Write each key as a text or as {\"one\": …, \"other\": …} with CLDR categories (zero, one, two, few, many, other); name the file strings/<language>[-<region>].json.")
        case .missingStringArgument:
            return Entry(meaning: "A lookup does not pass a value for a {placeholder} of its text (or the count a plural text is chosen by), so the screen shows {name}.",
                example: #""@episodes" where strings/en.json has "episodes": {"one": "{count} episode", "other": "{count} episodes"}"#,
                fix: "Pass it: \"@episodes(count: $.podcast.trackCount)\".")
        // Run time: the entries stand in DiagnosticCode+RuntimeEntries.swift.
        case .unusableBoundValue: return .unusableBoundValue
        case .actionFailed: return .actionFailed
        case .unhandledEvent: return .unhandledEvent
        case .requestFailed: return .requestFailed
        case .missingModule: return .missingModule
        case .stateNotKept: return .stateNotKept
        case .handlerFailed: return .handlerFailed
        case .savedStateOutdated: return .savedStateOutdated
        }
    }
}
