/// The live preview's wire protocol, named once: the `data-…` attributes the node writer puts
/// on the page, the routes and request fields the client script sends, and the keys of the
/// server's replies. The HTML writer, the preview server and the client script
/// (`Sources/PreviewServer/Resources/client*.js`) all use these names; WireProtocolTests fails
/// when the script uses one that is not defined here.
public enum WireProtocol {
    /// Attributes on rendered elements that the client script reads.
    public enum Attribute: String, CaseIterable, Sendable {
        /// A tappable element: the id of its ``WebInteraction`` (a tap sends `{"id": …}`).
        case action = "data-action"
        /// A value control (switch, option, menu, slider): the id its new value is sent with.
        case set = "data-set"
        /// The JSON a tap on a switch or option sends as its value.
        case value = "data-value"
        /// A text field or search bar: the id its text is sent with.
        case field = "data-field"
        /// A text field whose text is sent when committed (a `change`: return, or leaving the
        /// field), not after a pause in typing: a number field, read whole.
        case commitOnChange = "data-commit"
        /// A stable key for an input, so focus and selection survive a swap of the page.
        case key = "data-key"
        /// Accessibility identifier; also how focus is found again when there is no key.
        case testID = "data-testid"
        /// A scroll container's stable key, so its offset survives a swap of the page.
        case scrollKey = "data-scroll-key"
        /// A node with a transition: its animation key, the value whose change makes it enter again.
        case animationKey = "data-anim-key"
        /// The node's place in the tree (`<screen id>/<child indexes>`): keys are compared at the
        /// same path across page swaps.
        case animationPath = "data-anim-path"
        /// The `transition` prop (`opacity`, `slide` or `scale`); the client adds
        /// `sdui-enter-<kind>` to the node when its key changed.
        case transition = "data-transition"
        /// A row with swipe actions.
        case swipe = "data-swipe"
        /// A share sheet's "Copy" button.
        case copy = "data-copy"
        /// A share sheet's "Download image" link: the id of the node it draws.
        case snapshot = "data-snapshot"
        /// On that link: the image's width in pixels when the share link fixes it, which the
        /// client passes on as `px` beside the measured `w` and `h` (points).
        case snapshotWidth = "data-snapshot-width"
        /// The node a share link's snapshot draws, so the client can measure it.
        case snapshotNode = "data-snapshot-node"
        /// A `view_that_fits`: the directions its children must fit in (horizontal, vertical, both).
        case fitAxes = "data-axes"
        /// A page dot: the index of the page it scrolls to.
        case page = "data-page"
        /// The node a `scrollTo` action scrolls into view: the request's number, so the client
        /// scrolls once per request, not on every page drawn after it.
        case scrollTo = "data-scroll-to"
        /// How it scrolls there: CSS's block and inline positions (start, center, end or
        /// nearest) and behaviour (smooth or instant), space-separated.
        case scrollOptions = "data-scroll-options"
        /// A view with a context menu: the id of the menu's popover, which a right-click, a
        /// long touch, Shift+F10 or the menu key opens.
        case contextMenu = "data-context-menu"
        /// On the app container: the bundle generation the page was built from.
        case generation = "data-generation"
        /// On the app container: the session's render count when the page was built.
        case render = "data-render"
        /// On the app container: "true" while actions run, so the client asks to settle.
        case pending = "data-pending"
        /// On the app container: the page's `?locale=` choice, which the client sends with every
        /// frame and snapshot request (``Query/locale``), so they come from the session in it.
        case locale = "data-locale"
        /// On a select of the preview chrome: the value the page has without its parameter, which
        /// the client leaves out of the URL.
        case standardChoice = "data-default"
        /// On `<html>` (and a snapshot's root): the text size the page is drawn at, unless it
        /// is `large`; the stylesheet's accessibility-size rules and the snapshot link read it.
        case textSize = "data-text-size"

        /// ` name="value"`, for markup written by hand (the value escaped here).
        func markup(_ value: String) -> String {
            " \(rawValue)=\"\(HTMLEscaping.escape(value))\""
        }
    }

    /// The `id` of the page's `<style>` element that holds the rendered HTML's own CSS
    /// (``PageDocument``); each frame replaces its text.
    public static let stylesheetID = "sdui-style"

    /// The `id`s of the page's other elements the client script finds (``PageDocument``).
    public enum ElementID {
        /// The app container: each frame replaces its inner HTML.
        public static let app = "sdui-app"
        /// Above the app: the bundle's diagnostics, and the client's "server not answering".
        public static let banner = "sdui-banner"
        /// Every id the client script may look up, ``WireProtocol/stylesheetID`` included.
        public static let all: Set<String> = [app, banner, stylesheetID]
    }

    /// The server's routes.
    public enum Route {
        /// `GET`: the app page.
        public static let page = "/"
        /// `GET`: the client script.
        public static let clientScript = "/_sdui/client.js"
        /// `POST` (JSON, see ``RequestField``): a tap, an edit or a new value.
        public static let action = "/_sdui/action"
        /// `GET`: the frame once running actions have finished.
        public static let settle = "/_sdui/settle"
        /// `GET`: the live-reload channel; it answers with the bundle generation once it changed.
        public static let live = "/_sdui/live"
        /// `GET /_sdui/snapshot/<screen>/<id>.svg`: a node of the session's screen as SVG.
        public static let snapshotPrefix = "/_sdui/snapshot/"
        /// `POST`: a remote preview's Refresh button fetches the bundle again.
        public static let refresh = "/_sdui/refresh"
    }

    /// Query parameters of the page and of the frame and snapshot routes.
    public enum Query {
        /// The locale the page shows (one of the bundle's string tables); the client names it on
        /// every request for a frame, so taps and live reloads keep it.
        public static let locale = "locale"
        /// The Dynamic Type size the page is drawn at (a `TextSize` name); a snapshot drawn at it.
        public static let textSize = "text-size"
        /// A snapshot's width and height in points: the node's size as laid out on the page.
        public static let width = "w"
        /// `h`: a snapshot's height in points; when absent, the node's fixed height, else 390.
        public static let height = "h"
        /// A snapshot's width in pixels, when the share link fixes it (``Attribute/snapshotWidth``).
        public static let pixelWidth = "px"
        /// Every query parameter above.
        public static let all: Set<String> = [locale, textSize, width, height, pixelWidth]
    }

    /// The fields of an action request's JSON body.
    public enum RequestField: String, CaseIterable, Sendable {
        /// The interaction's id from ``Attribute/action``, ``Attribute/set`` or ``Attribute/field``.
        case id
        /// A field's text.
        case text
        /// A control's new value (any JSON).
        case value
        /// `true` when a search or field was submitted.
        case submit
    }

    /// The keys of a frame reply (`POST` action, `GET` settle) and of the live event.
    public enum ReplyKey: String, CaseIterable, Sendable {
        /// The app's new inner HTML.
        case html
        /// The CSS of that HTML (``RenderedPage/stylesheet``): the new text of the `<head>`'s
        /// ``WireProtocol/stylesheetID`` element.
        case css
        /// The document title.
        case title
        /// The session's render count.
        case render
        /// `true` while actions still run: the client asks to settle.
        case pending
        /// External URLs to open (http(s) only).
        case open
        /// `true` when the id was from a page already replaced; the frame is the current one.
        case stale
        /// `true` when the page must reload (no session, or the bundle changed).
        case reload
        /// The live channel's bundle generation.
        case generation
    }
}
