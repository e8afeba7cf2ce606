// The preview page's input (the second part of the browser side; client.js, before it, draws
// the frames and sends the requests): swipe actions, share sheets, taps on actions, switches
// and options, page dots, context menus, keys, text entry and submit, menus and sliders, and
// the preview's own locale and text-size controls. It uses client.js's functions through
// window.sduiPreview, and does nothing on a page without the app.
(() => {
  "use strict";
  const preview = window.sduiPreview;
  if (!preview) return;
  const { app, usable, located, pageDirection, typing } = preview;

  // Every interaction goes through here. Text typed and not yet sent (sent after a pause in
  // typing, below) goes first, so a tap right after typing acts on the new text.
  function act(message) {
    flushTyping(message);
    preview.act(message);
  }

  function flushTyping(message) {
    if (typing.timer === null) return;
    clearTimeout(typing.timer);
    typing.timer = null;
    const input = typing.input;
    typing.input = null;
    const id = input ? Number(input.dataset.field) : NaN;
    if (input && !(message.id === id && "text" in message)) preview.act({ id: id, text: input.value });
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
    // A switch or a picker option: its data-value is the JSON the tap sends (what it writes;
    // a multi-select row: its position, which the server flips).
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
    } else if (el.matches("input[data-field][data-commit]")) {
      act({ id: Number(el.dataset.field), text: el.value });
    }
  });

  function fillSlider(input) {
    const min = Number(input.min), max = Number(input.max);
    if (max > min) input.style.setProperty("--pct", ((Number(input.value) - min) / (max - min) * 100) + "%");
  }

  app.addEventListener("input", (event) => {
    const input = event.target;
    if (input.matches && input.matches("input[type=range]")) { fillSlider(input); return; }
    // Text fields and text editors (a textarea) send their text after a pause in typing; a
    // number field (data-commit) when its text is committed, below.
    if (!input.matches || !input.matches("input[data-field]:not([data-commit]), textarea[data-field]")) return;
    clearTimeout(typing.timer);
    typing.input = input;
    typing.timer = setTimeout(() => {
      typing.timer = null;
      typing.input = null;
      act({ id: Number(input.dataset.field), text: input.value });
    }, 300);
  });

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
})();
