// The preview page's layout that HTML and CSS cannot do alone (the first part of the browser
// side; client.js, after it, draws the frames): a view_that_fits shows its first child that
// fits (the last when none does), page dots follow their track, and an async image's box says
// how its image did. Redone after every frame (client.js calls layOut) and on resize; without
// the script the first child shows and the pages still swipe.
(() => {
  "use strict";
  const app = document.getElementById("sdui-app");
  if (!app) return;

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

  window.sduiLayout = { layOut, pageDirection };
})();
