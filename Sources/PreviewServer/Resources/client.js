// The browser side of the live preview, served at /_sdui/client.js (same origin, so the
// page's Content-Security-Policy can forbid inline script).
//
// It sends each tap (data-action), text edit and search submit (data-field) and each
// control's new value (data-set: a switch or option's data-value, a menu's or slider's value
// on change) to the server and swaps in the HTML it answers with: no full reload, scroll
// positions and the focused field kept. When the server says an action is still running (an
// `api` call), the page shows the loading state and asks again once it settles. Nodes whose
// animation key changed animate in; swipes on rows reveal their actions; share sheets copy
// their text and size their snapshot link; context menus open on a right-click or Shift+F10;
// a node a scrollTo action names scrolls into view. The page reloads when the
// bundle changes. This file holds the page's frames and requests; client-layout.js, served
// before it, the layout HTML cannot do alone; client-input.js, served after it (the three are
// one script, ClientScript), turns taps, gestures, keys and control values into requests
// through window.sduiPreview.
//
// The wire protocol's names (routes, data-* attributes, request fields, reply keys) are
// defined in Sources/WebRenderer/WireProtocol.swift; WireProtocolTests fails when this script
// uses one that is not defined there. Request bodies go through act({...}) and replies are
// read as reply.<key>, so the test can find them.
(() => {
  "use strict";
  const app = document.getElementById("sdui-app");
  const banner = document.getElementById("sdui-banner");
  // The rendered HTML's own CSS (adaptive colours, modifier rules) lives in the head, where
  // HTML allows <style>; each frame brings its new text.
  const frameStyle = document.getElementById("sdui-style");
  const layout = window.sduiLayout;
  if (!app || !layout) return;
  const generation = app.dataset.generation || "";
  // The page's locale (the chrome's locale control, ?locale=): every frame and snapshot request
  // names it, so the server answers from the session in that locale.
  const locale = app.dataset.locale || "";
  function located(path) {
    return locale ? path + (path.includes("?") ? "&" : "?") + "locale=" + encodeURIComponent(locale) : path;
  }
  const scrollPositions = new Map();
  let queue = Promise.resolve();
  // The text-entry debounce (client-input.js): while it runs, restoreFocus keeps the typed text.
  const typing = { timer: null, input: null };
  let offline = null;
  let noticeIsRefusal = false;

  function rememberScroll() {
    for (const el of app.querySelectorAll("[data-scroll-key]")) {
      scrollPositions.set(el.dataset.scrollKey, { top: el.scrollTop, left: el.scrollLeft });
    }
  }

  function restoreScroll() {
    for (const el of app.querySelectorAll("[data-scroll-key]")) {
      const position = scrollPositions.get(el.dataset.scrollKey);
      if (position) { el.scrollTop = position.top; el.scrollLeft = position.left; }
    }
  }

  function focusState() {
    const el = document.activeElement;
    if (!el || el === document.body || !app.contains(el)) return null;
    const attr = el.dataset.key ? "data-key" : (el.dataset.testid ? "data-testid" : null);
    if (!attr) return null;
    return { attr, key: el.getAttribute(attr), value: el.value, start: el.selectionStart, end: el.selectionEnd,
             isInput: el.tagName === "INPUT" || el.tagName === "TEXTAREA" };
  }

  function restoreFocus(state) {
    if (!state) return;
    const el = app.querySelector("[" + state.attr + "=\"" + CSS.escape(state.key) + "\"]");
    if (!el) return;
    // Keep what the user typed after the request left (or has not committed, in a number field); otherwise the server's text wins.
    if (state.isInput && (typing.timer !== null || el.matches("[data-commit]"))) el.value = state.value;
    el.focus({ preventScroll: true });
    if (state.isInput && state.start !== null && el.value.length >= state.end) {
      try { el.setSelectionRange(state.start, state.end); } catch (error) { /* not a text input */ }
    }
  }

  // The server sends only http(s) URLs here (the engine's one external-link rule).
  function openExternal(url) {
    window.open(url, "_blank", "noopener,noreferrer");
  }

  // Transitions: a node whose animation key differs from the one at its place on the page
  // being replaced animates in.
  function animationKeys() {
    const keys = new Map();
    for (const el of app.querySelectorAll("[data-anim-key]")) keys.set(el.dataset.animPath, el.dataset.animKey);
    return keys;
  }

  function animateChanged(previous) {
    for (const el of app.querySelectorAll("[data-anim-key]")) {
      const before = previous.get(el.dataset.animPath);
      if (before !== undefined && before !== el.dataset.animKey) el.classList.add("sdui-enter-" + el.dataset.transition);
    }
  }

  // Disclosure groups without a bound state open and close in the page; the page the server
  // sends next keeps each one as it was (by data-key).
  function openDisclosures() {
    const open = new Set();
    for (const summary of app.querySelectorAll("details[open] > summary[data-key]")) open.add(summary.dataset.key);
    return open;
  }

  function restoreDisclosures(open) {
    for (const summary of app.querySelectorAll("details > summary[data-key]:not([data-set])")) {
      summary.parentElement.open = open.has(summary.dataset.key);
    }
  }

  function apply(reply) {
    if (reply.reload) { location.reload(); return; }
    rememberScroll();
    const disclosures = openDisclosures();
    const focus = focusState();
    const keys = animationKeys();
    if (frameStyle && typeof reply.css === "string" && frameStyle.textContent !== reply.css) frameStyle.textContent = reply.css;
    app.innerHTML = reply.html;
    animateChanged(keys);
    restoreDisclosures(disclosures);
    app.dataset.render = String(reply.render);
    if (typeof reply.title === "string") document.title = reply.title;
    restoreScroll();
    layout.layOut();
    scrollToRequested();
    restoreFocus(focus);
    for (const url of reply.open || []) openExternal(url);
    if (reply.pending) settle();
  }

  // scrollTo actions: the node the server marked with a request newer than the last one
  // acted on comes into view, once (pages drawn again with the same request do not). Only
  // the page's scroll views move, as SwiftUI's do: the innermost brings the node to its
  // anchor, each one around it shows the scroll view inside (scrollIntoView would also
  // shift boxes that merely clip).
  let lastScroll = 0;
  function scrollOffset(option, start, size, viewStart, viewSize) {
    const before = start - viewStart, after = before + size - viewSize;
    if (option === "start") return before;
    if (option === "end") return after;
    if (option === "center") return before - (viewSize - size) / 2;
    if (before < 0) return before;  // nearest: the least scrolling that shows it
    return after > 0 ? Math.min(after, before) : 0;
  }

  function scrollToRequested() {
    const target = app.querySelector("[data-scroll-to]");
    if (!target || !(Number(target.dataset.scrollTo) > lastScroll)) return;
    lastScroll = Number(target.dataset.scrollTo);
    const [block, inline, behavior] = (target.dataset.scrollOptions || "").split(" ");
    let shown = target, anchored = false;
    for (let view = target.parentElement; view && view !== app; view = view.parentElement) {
      const style = getComputedStyle(view);
      const scrollsX = /auto|scroll/.test(style.overflowX) && view.scrollWidth > view.clientWidth;
      const scrollsY = /auto|scroll/.test(style.overflowY) && view.scrollHeight > view.clientHeight;
      if (!scrollsX && !scrollsY) continue;
      const v = view.getBoundingClientRect(), t = shown.getBoundingClientRect();
      const to = { behavior: behavior || "instant" };
      if (scrollsX) to.left = view.scrollLeft + scrollOffset(anchored ? "nearest" : inline, t.left, t.width, v.left + view.clientLeft, view.clientWidth);
      if (scrollsY) to.top = view.scrollTop + scrollOffset(anchored ? "nearest" : block, t.top, t.height, v.top + view.clientTop, view.clientHeight);
      view.scrollTo(to);
      shown = view;
      anchored = true;
    }
  }

  // One notice above the app: the server not answering (gone at its next answer), or what it
  // refused and why (gone at the next action it takes).
  function showNotice(text, refused) {
    if (!banner) return;
    if (!offline) {
      offline = document.createElement("aside");
      offline.className = "diagnostics";
      offline.setAttribute("role", "alert");
      banner.appendChild(offline);
    }
    offline.textContent = text;
    noticeIsRefusal = refused;
  }

  function showOffline() { showNotice("The preview server is not answering. Is `sdui serve` still running?", false); }

  function hideOffline(refusedToo) {
    if (offline && (refusedToo || !noticeIsRefusal)) { offline.remove(); offline = null; }
  }

  // A request the server answered but refused (a date outside a picker's range, a value of
  // the wrong type): it says why, in a line of text.
  class Refused extends Error {}

  // Interactions go one at a time, in order. A settle (waiting, up to seconds, for loading to
  // end) runs beside them, one at a time, so a tap never waits for it. Every reply's links
  // open; its page is shown unless a newer one is (the server numbers its renders).
  let busy = 0;
  let settling = false;
  let settleAgain = false;

  async function request(path, init) {
    busy += 1;
    app.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(located(path), { credentials: "same-origin", cache: "no-store", ...init });
      if (response.status >= 400 && response.status < 500) throw new Refused((await response.text()).trim().slice(0, 300));
      if (!response.ok) throw new Error("HTTP " + response.status);
      return await response.json();
    } finally {
      if (--busy === 0) app.removeAttribute("aria-busy");
    }
  }

  function take(reply) {
    // A reload (the bundle changed under the page) has no page to compare: it always applies.
    if (reply.reload || Number(reply.render) >= Number(app.dataset.render || 0)) { apply(reply); return; }
    for (const url of reply.open || []) openExternal(url);
    if (reply.pending) settle();
  }

  async function settle() {
    if (settling) { settleAgain = true; return; }
    settling = true;
    let reply = null;
    try {
      reply = await request("/_sdui/settle", {});
      hideOffline(false);
    } catch (error) {
      showOffline();
    } finally {
      settling = false;
    }
    if (reply) take(reply);
    if (settleAgain) { settleAgain = false; settle(); }
  }

  // An interaction: {id} plus text, value or submit (WireProtocol.RequestField).
  function act(message) {
    queue = queue.then(async () => {
      try {
        const reply = await request("/_sdui/action", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(message) });
        hideOffline(true);
        take(reply);
        // An id from a page older than the server keeps: nothing was done, the page is now new.
        if (reply.stale) showNotice("The page had changed, so that did nothing; try again on the page as it is now.", true);
      } catch (error) {
        if (!(error instanceof Refused)) { showOffline(); return; }
        showNotice("The preview refused this: " + error.message, true);
        // The control shows what was refused: draw the page as the state has it again.
        settle();
      }
    });
  }

  function usable(el) {
    return el && app.contains(el) && !el.disabled && !el.closest("[inert]");
  }

  // What client-input.js needs of this file.
  window.sduiPreview = { app, act, usable, located, pageDirection: layout.pageDirection, typing };

  // Live reload: server-sent events carry the bundle's generation, once on connecting and
  // again on every reload. The browser reconnects by itself when the server goes away.
  function watch() {
    const events = new EventSource("/_sdui/live");
    events.addEventListener("generation", (event) => {
      hideOffline();
      if (event.data !== generation) { events.close(); location.reload(); }
    });
    events.addEventListener("error", () => { showOffline(); });
  }

  layout.layOut();
  scrollToRequested();
  if (app.dataset.pending === "true") settle();
  watch();
})();
