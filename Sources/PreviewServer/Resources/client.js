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
// bundle changes.
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
  if (!app) return;
  const generation = app.dataset.generation || "";
  // The page's locale (the chrome's locale control, ?locale=): every frame and snapshot request
  // names it, so the server answers from the session in that locale.
  const locale = app.dataset.locale || "";
  function located(path) {
    return locale ? path + (path.includes("?") ? "&" : "?") + "locale=" + encodeURIComponent(locale) : path;
  }
  const scrollPositions = new Map();
  let queue = Promise.resolve();
  let inputTimer = null;
  let offline = null;

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
    // Keep what the user typed after the request left; otherwise the server's text wins.
    if (state.isInput && inputTimer !== null) el.value = state.value;
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
    layOut();
    scrollToRequested();
    restoreFocus(focus);
    for (const url of reply.open || []) openExternal(url);
    if (reply.pending) settle();
  }

  // Layout the HTML cannot do alone, redone after every page and on resize: a view_that_fits
  // shows its first child that fits (the last when none does), and page dots follow their
  // track. Without the script the first child shows and the pages still swipe.
  function fitViews() {
    for (const box of app.querySelectorAll(".fits")) {
      const options = Array.from(box.children);
      for (const option of options) option.hidden = false;
      const axes = box.dataset.axes, width = box.clientWidth, height = box.clientHeight;
      let chosen = options[options.length - 1];
      for (const option of options) {
        const fitsWidth = axes === "vertical" || option.scrollWidth <= width + 0.5;
        const fitsHeight = axes === "horizontal" || option.offsetHeight <= height + 0.5;
        if (fitsWidth && fitsHeight) { chosen = option; break; }
      }
      for (const option of options) option.hidden = option !== chosen;
    }
  }

  // A right-to-left track scrolls from 0 down to negative offsets (its first page is at the
  // right), so page n is at n widths in the track's own reading direction.
  function pageDirection(track) {
    return getComputedStyle(track).direction === "rtl" ? -1 : 1;
  }

  function syncPageDots(track) {
    const index = Math.round(pageDirection(track) * track.scrollLeft / Math.max(1, track.clientWidth));
    const dots = track.parentElement.querySelectorAll(".page-dot");
    dots.forEach((dot, i) => {
      dot.classList.toggle("sel", i === index);
      if (i === index) dot.setAttribute("aria-current", "true"); else dot.removeAttribute("aria-current");
    });
  }

  // An async image's box says how its image did: loaded (the placeholder goes) or failed
  // (the failure content shows). Load and error do not bubble, so they are caught on the way
  // down; an image that finished before this script ran is read off the element.
  function markImage(img) {
    const box = img.parentElement;
    if (!box || !box.classList.contains("async-img") || !img.complete) return;
    box.classList.toggle("loaded", img.naturalWidth > 0);
    box.classList.toggle("failed", img.naturalWidth === 0);
  }
  app.addEventListener("load", (event) => { if (event.target.tagName === "IMG") markImage(event.target); }, true);
  app.addEventListener("error", (event) => { if (event.target.tagName === "IMG") markImage(event.target); }, true);

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

  function layOut() {
    fitViews();
    for (const track of app.querySelectorAll(".pages-track")) syncPageDots(track);
    for (const img of app.querySelectorAll(".async-img>img")) markImage(img);
  }

  app.addEventListener("scroll", (event) => {
    const track = event.target;
    if (track.classList && track.classList.contains("pages-track")) syncPageDots(track);
  }, true);
  window.addEventListener("resize", fitViews);

  function showOffline() {
    if (offline || !banner) return;
    offline = document.createElement("aside");
    offline.className = "diagnostics";
    offline.setAttribute("role", "alert");
    offline.textContent = "The preview server is not answering. Is `sdui serve` still running?";
    banner.appendChild(offline);
  }

  function hideOffline() {
    if (offline) { offline.remove(); offline = null; }
  }

  function send(path, body) {
    queue = queue.then(async () => {
      app.setAttribute("aria-busy", "true");
      try {
        const init = body === undefined
          ? { credentials: "same-origin", cache: "no-store" }
          : { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
        const response = await fetch(located(path), init);
        if (!response.ok) throw new Error("HTTP " + response.status);
        hideOffline();
        apply(await response.json());
      } catch (error) {
        showOffline();
      } finally {
        app.removeAttribute("aria-busy");
      }
    });
    return queue;
  }

  function settle() { send("/_sdui/settle"); }

  // An interaction: {id} plus text, value or submit (WireProtocol.RequestField).
  function act(message) { send("/_sdui/action", message); }

  function usable(el) {
    return el && app.contains(el) && !el.disabled && !el.closest("[inert]");
  }

  function sendValue(el, value) {
    act({ id: Number(el.dataset.set), value: value });
  }

  // Swipe actions: a horizontal drag on a row slides it aside and shows its buttons; a drag
  // the other way (or a swipe on another row) puts it back. The click that ends a drag is not
  // a tap.
  let swipe = null;
  let swallowClick = false;

  function closeSwipes(except) {
    for (const row of app.querySelectorAll(".swipe-row.swiped")) if (row !== except) row.classList.remove("swiped");
  }

  app.addEventListener("pointerdown", (event) => {
    const row = event.target.closest("[data-swipe]");
    if (!row || !event.isPrimary || event.button !== 0) return;
    swipe = { row, x: event.clientX, y: event.clientY, moved: false };
  });

  app.addEventListener("pointermove", (event) => {
    if (!swipe) return;
    const dx = event.clientX - swipe.x, dy = event.clientY - swipe.y;
    if (!swipe.moved && Math.abs(dx) > 12 && Math.abs(dx) > Math.abs(dy)) swipe.moved = true;
  });

  app.addEventListener("pointerup", (event) => {
    if (!swipe) return;
    const { row, moved, x } = swipe;
    swipe = null;
    if (!moved) return;
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 0);
    closeSwipes(row);
    const actions = row.querySelector(".swipe-actions");
    row.style.setProperty("--swipe-w", (actions ? actions.offsetWidth : 0) + "px");
    // The actions sit at the row's trailing edge, so a drag toward its leading edge shows
    // them: to the left in a left-to-right page, to the right in a dir="rtl" one.
    const towardLeading = getComputedStyle(row).direction === "rtl" ? event.clientX > x : event.clientX < x;
    row.classList.toggle("swiped", towardLeading);
  });

  app.addEventListener("pointercancel", () => { swipe = null; });

  // Share sheets open by themselves (HTML popovers). Here: the snapshot link gets the size
  // of the node as laid out and the page's text size (the image draws it at that size), and
  // "Copy" copies the text.
  function sizeSnapshot(opener) {
    const sheet = document.getElementById(opener.getAttribute("popovertarget") || "");
    const link = sheet && sheet.querySelector("a[data-snapshot]");
    if (!link) return;
    const node = app.querySelector("[data-snapshot-node=\"" + CSS.escape(link.dataset.snapshot) + "\"]");
    const base = link.getAttribute("href").split("?")[0];
    const extra = [];
    if (link.dataset.snapshotWidth) extra.push("px=" + encodeURIComponent(link.dataset.snapshotWidth));
    // The page names its size unless it is large (the <html> carries none then).
    const textSize = document.documentElement.dataset.textSize;
    if (textSize) extra.push("text-size=" + encodeURIComponent(textSize));
    const rest = extra.join("&");
    if (!node) { link.setAttribute("href", located(base + (rest ? "?" + rest : ""))); return; }
    const box = node.getBoundingClientRect();
    link.setAttribute("href", located(base + "?w=" + Math.ceil(box.width) + "&h=" + Math.ceil(box.height) + (rest ? "&" + rest : "")));
  }

  async function copyText(button) {
    const sheet = button.closest(".share-sheet");
    const text = sheet ? sheet.querySelector(".share-text").textContent : "";
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      // No clipboard permission (an insecure origin, a headless browser): select and copy.
      const area = document.createElement("textarea");
      area.value = text;
      sheet.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    button.lastElementChild.textContent = "Copied";
  }

  app.addEventListener("click", (event) => {
    if (swallowClick) {
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const opener = event.target.closest("button[popovertarget]");
    if (opener && app.contains(opener)) { sizeSnapshot(opener); return; }
    const dot = event.target.closest(".page-dot");
    if (dot && app.contains(dot)) {
      const track = dot.parentElement.parentElement.querySelector(".pages-track");
      track.scrollTo({ left: pageDirection(track) * Number(dot.dataset.page) * track.clientWidth, behavior: "smooth" });
      return;
    }
    const copy = event.target.closest("[data-copy]");
    if (copy && app.contains(copy)) { copyText(copy); return; }
    // A switch or a picker option: its data-value is the JSON the tap writes.
    const setter = event.target.closest("button[data-set], summary[data-set]");
    if (usable(setter)) {
      event.preventDefault();
      let value;
      try { value = JSON.parse(setter.dataset.value); } catch (error) { return; }
      // Flip the switch now, so it animates; the server's page confirms it.
      if (setter.getAttribute("role") === "switch") setter.setAttribute("aria-checked", String(value));
      sendValue(setter, value);
      return;
    }
    const target = event.target.closest("[data-action]");
    if (!target || !app.contains(target) || target.disabled || target.closest("[inert]")) return;
    event.preventDefault();
    act({ id: Number(target.dataset.action) });
  });

  // Context menus (SwiftUI's long press): a right-click (and the long press of browsers that
  // send contextmenu for it), or Shift+F10 / the menu key on the focused view opens its
  // popover of items, with the first item focused. The browser closes it (Escape, a click outside); an item's
  // action re-renders the page, which closes it too.
  function openContextMenu(view) {
    const menu = document.getElementById(view.dataset.contextMenu);
    if (!menu || !app.contains(menu) || view.closest("[inert]")) return false;
    if (!menu.matches(":popover-open")) menu.showPopover();
    const first = menu.querySelector("button:not([disabled])");
    if (first) first.focus();
    return true;
  }

  function contextMenuOf(target) {
    const view = target.closest && target.closest("[data-context-menu]");
    // Not from inside an open menu's own items.
    return view && app.contains(view) && !target.closest(".menu-popover") ? view : null;
  }

  app.addEventListener("contextmenu", (event) => {
    const view = contextMenuOf(event.target);
    if (view && openContextMenu(view)) event.preventDefault();
  });

  // On the document: after a swap the focus may be on the body, outside the app.
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const menuKey = event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey);
    const view = menuKey ? contextMenuOf(target) : null;
    if (view) {
      if (openContextMenu(view)) event.preventDefault();
    } else if ((event.key === "Enter" || event.key === " ") && target.matches && target.matches("[role=button][data-action]")) {
      event.preventDefault();
      target.click();
    } else if (event.key === "Escape") {
      const grabbers = app.querySelectorAll(".sheet-layer:not([inert]) .grabber[data-action]");
      if (grabbers.length) grabbers[grabbers.length - 1].click();
    }
  });

  app.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = event.target.querySelector("input[data-field]");
    if (!input) return;
    clearTimeout(inputTimer);
    inputTimer = null;
    act({ id: Number(input.dataset.field), text: input.value, submit: true });
  });

  // Menus and sliders send their value once chosen (a slider when let go, as SwiftUI's
  // onEditingChanged does), not on every step of a drag.
  app.addEventListener("change", (event) => {
    const el = event.target;
    if (!el.matches || !usable(el)) return;
    if (el.matches("select[data-set]")) {
      let value;
      try { value = JSON.parse(el.value); } catch (error) { return; }  // the "nothing chosen" entry
      sendValue(el, value);
    } else if (el.matches("input[type=range][data-set]")) {
      sendValue(el, Number(el.value));
    } else if (el.matches("input[data-set]") && el.value !== "") {
      // Date, time and colour inputs: their text is the value (2026-11-23, 14:30, #ff9500).
      sendValue(el, el.value);
    }
  });

  function fillSlider(input) {
    const min = Number(input.min), max = Number(input.max);
    if (max > min) input.style.setProperty("--pct", ((Number(input.value) - min) / (max - min) * 100) + "%");
  }

  app.addEventListener("input", (event) => {
    const input = event.target;
    if (input.matches && input.matches("input[type=range]")) { fillSlider(input); return; }
    // Text fields and text editors (a textarea) send their text after a pause in typing.
    if (!input.matches || !input.matches("input[data-field], textarea[data-field]")) return;
    clearTimeout(inputTimer);
    inputTimer = setTimeout(() => {
      inputTimer = null;
      act({ id: Number(input.dataset.field), text: input.value });
    }, 300);
  });

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

  // The chrome's controls (PreviewServer/ChromeSelect.swift: locale, text size) load the page
  // with the choices as soon as one is picked, leaving out those at the server's default so a
  // page at its defaults keeps the plain address; their Apply button submits all without this script.
  const controls = document.querySelector("form.preview-controls");
  if (controls) controls.addEventListener("change", () => {
    const query = new URLSearchParams();
    for (const select of controls.querySelectorAll("select")) {
      if (select.value !== select.dataset.default) query.set(select.name, select.value);
    }
    const text = query.toString();
    location.assign(controls.getAttribute("action") + (text ? "?" + text : ""));
  });

  layOut();
  scrollToRequested();
  if (app.dataset.pending === "true") settle();
  watch();
})();
