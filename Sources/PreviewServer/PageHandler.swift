import Hummingbird
import ViewEngine
import WebRenderer

/// `GET /`: the whole page of the request's session in the page's locale (a new session and
/// its cookie when it has none), with the chrome's controls and the bundle's errors above it.
@MainActor
struct PageHandler {
    let host: PreviewHost

    func page(_ request: IncomingRequest) async -> Response {
        let snapshot = host.snapshot
        let textSize: TextSize
        switch TextSizeControl.size(asked: request.query, default: host.configuration.textSize) {
        case .success(let size): textSize = size
        case .failure(let unknown): return Reply.error(.badRequest, unknown.description)
        }
        let locales = host.locales
        let locale: LocaleControl.Choice
        switch locales.choice(asked: request.query) {
        case .success(let choice): locale = choice
        case .failure(let unknown): return Reply.error(.badRequest, unknown.description)
        }
        let controls = ChromeSelect.html([
            locales.select(selected: locale), TextSizeControl.select(selected: textSize, standard: host.configuration.textSize),
        ])
        let chrome = (host.remoteStatus.map { RemotePreview.chrome(status: $0, query: request.query) } ?? "") + controls
        let banner = chrome + DiagnosticsPanel.html(snapshot.diagnostics.errors)
        let attributes: [(WireProtocol.Attribute, String)] = [(.generation, snapshot.generation), (.locale, locale.value)]
        let language = LanguageTag(locale: locale.locale)
        guard snapshot.canRun else {
            let body = "<div class=\"phone\"><div class=\"stackview\"><div class=\"screen-body\"><span class=\"t empty-note\">"
                + "Nothing to show yet: the bundle has no screen to start with. Fix the errors above and this page reloads.</span></div></div></div>"
            let html = PageDocument.html(
                title: snapshot.bundle.name, body: body, appAttributes: attributes, scriptURL: WireProtocol.Route.clientScript,
                banner: banner, language: language, textSize: textSize)
            return Reply.html(html)
        }
        guard let (session, cookie) = host.session(for: request, locale: locale) else {
            return Reply.error(.forbidden, "Open the preview from its own address, not from another site.")
        }
        session.start()
        await session.settle(timeout: .milliseconds(150))
        let (page, _, count) = await session.render()
        let html = PageDocument.html(
            title: page.title, body: page.html, stylesheet: page.stylesheet,
            appAttributes: attributes + [(.render, String(count)), (.pending, session.runningActions > 0 ? "true" : "false")],
            scriptURL: WireProtocol.Route.clientScript, banner: banner, language: language, textSize: textSize)
        return Reply.html(html, setCookie: cookie)
    }
}
