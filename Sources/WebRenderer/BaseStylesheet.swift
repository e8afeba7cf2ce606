/// The page's fixed CSS: iOS colours (light and dark), the phone frame, navigation and tab
/// bars, sheets, and the layout classes the node writer emits.
///
/// Layout classes: `.v`/`.h`/`.z` stacks, `.sv`/`.sh` scroll views, `.grid`, `.rows` (a list
/// whose rows belong to the parent, like ForEach). Flexibility classes make a view that
/// SwiftUI would expand fill its parent: `.xs` stretch across, `.g` grow in a column, `.gr`
/// grow in a row, `.js` stretch in a grid cell; `.ns`/`.nsv` keep a fixed frame from shrinking.
enum BaseStylesheet {
    /// iOS's light system colours, as CSS custom properties.
    static let lightColors = """
        --label:#000;--secondary-label:rgba(60,60,67,.6);--tertiary-label:rgba(60,60,67,.3);--bg:#fff;--grouped-bg:#f2f2f7;\
        --fill:rgba(118,118,128,.12);--fill2:rgba(120,120,128,.2);--separator:rgba(60,60,67,.29);--accent:#007aff;--red:#ff3b30;--green:#34c759;\
        --bar-bg:rgba(249,249,249,.94);--bar-border:rgba(0,0,0,.3);--tab-inactive:#8e8e93;--cell:#fff;--segment:#fff
        """

    /// iOS's dark system colours.
    static let darkColors = """
        --label:#fff;--secondary-label:rgba(235,235,245,.6);--tertiary-label:rgba(235,235,245,.3);\
        --bg:#000;--grouped-bg:#000;--fill:rgba(118,118,128,.24);--fill2:rgba(120,120,128,.36);--separator:rgba(84,84,88,.6);--accent:#0a84ff;\
        --red:#ff453a;--green:#30d158;--bar-bg:rgba(22,22,22,.94);--bar-border:rgba(255,255,255,.16);--cell:#1c1c1e;--segment:#636366
        """

    /// The system's scheme by default; an app that asks for one (`colorScheme` in app.json)
    /// gets `.scheme-light` / `.scheme-dark` on its phone frame, which wins over the media query.
    static let css = #"""
:root{--font:-apple-system,BlinkMacSystemFont,"SF Pro Text","Inter","Inter Variable",system-ui,"Helvetica Neue",Arial,sans-serif;
--font-rounded:ui-rounded,"SF Pro Rounded",var(--font);--font-serif:ui-serif,"New York",Georgia,serif;--font-mono:ui-monospace,"SF Mono","DejaVu Sans Mono",monospace;
\#(lightColors);--desk:#d1d1d6}
@media (prefers-color-scheme:dark){:root{\#(darkColors);--desk:#2c2c2e}}
.scheme-light{\#(lightColors);color-scheme:light}.scheme-dark{\#(darkColors);color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;height:100%}
body{background:var(--desk);font-family:var(--font);color:var(--label);-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%}
#sdui-app{height:100%}
.phone{position:relative;display:flex;flex-direction:column;width:100vw;height:100vh;height:100dvh;overflow:hidden;background:var(--bg);
font-size:17px;line-height:1.29;letter-spacing:-.01em;color:var(--label)}
@media (min-width:600px) and (min-height:900px){body{display:flex;align-items:center;justify-content:center}
#sdui-app{height:auto}.phone{width:390px;height:844px;border-radius:48px;box-shadow:0 0 0 11px #1c1c1e,0 24px 70px rgba(0,0,0,.35)}}
.statusbar{flex:0 0 47px;display:flex;align-items:center;justify-content:space-between;padding:12px 26px 0 50px;font-size:17px;font-weight:600;letter-spacing:-.02em}
.sb-icons{display:flex;gap:5px;align-items:center}.sb-icons .icon{width:18px;height:18px}
.stackview{flex:1 1 0;min-height:0;display:flex;flex-direction:column}
.screen{flex:1 1 0;min-height:0;display:flex;flex-direction:column;background:var(--bg)}
.navbar{flex:0 0 44px;display:grid;grid-template-columns:minmax(min-content,1fr) minmax(0,max-content) minmax(min-content,1fr);align-items:center;padding:0 8px;gap:4px}
.nav-title{margin:0;font-size:17px;font-weight:600;line-height:22px;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:230px}
.nav-leading{justify-self:start;display:flex;min-width:0}.nav-trailing{justify-self:end;display:flex;gap:16px;align-items:center;color:var(--accent);padding-right:8px}
.nav-trailing .icon{width:22px;height:22px}
.back{display:flex;align-items:center;gap:2px;color:var(--accent);font:inherit;font-size:17px;background:none;border:0;padding:8px 4px 8px 0;cursor:pointer;letter-spacing:inherit;white-space:nowrap}
.back .icon{width:20px;height:20px;stroke:currentColor;stroke-width:1.2px}
.screen-scroll{flex:1 1 0;min-height:0;overflow-y:auto;overflow-x:hidden;display:flex;flex-direction:column}
.large-title{margin:0;padding:0 16px 8px;font-size:34px;font-weight:700;line-height:41px;letter-spacing:.01em}
.screen-body{flex:1 0 auto;display:flex;flex-direction:column;align-items:center;justify-content:center}
.tabbar{flex:0 0 83px;display:flex;justify-content:space-around;align-items:flex-start;padding-top:6px;background:var(--bar-bg);
border-top:.5px solid var(--bar-border);-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px)}
.tab{position:relative;display:flex;flex-direction:column;align-items:center;gap:1px;flex:1 1 0;min-width:0;border:0;background:none;padding:0;
color:var(--tab-inactive);font:500 10px/12px var(--font);letter-spacing:.01em;cursor:pointer}
.tab .icon{width:25px;height:25px;padding:1px}.tab.sel{color:var(--accent)}
.badge{position:absolute;top:-3px;left:calc(50% + 6px);min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--red);color:#fff;font-size:13px;line-height:18px}
.v{display:flex;flex-direction:column;gap:8px;align-items:center}
.h{display:flex;flex-direction:row;gap:8px;align-items:center}
.h>*{min-width:0}
.v>*:not(.ns),.btn>*:not(.ns),.sv>*:not(.ns){max-width:100%}
.z{display:grid;grid-template-columns:minmax(0,auto);place-items:center}.z>*{grid-area:1/1}
.sv{display:flex;flex-direction:column;gap:8px;overflow-y:auto;overflow-x:hidden}
.sh{display:flex;flex-direction:row;gap:8px;overflow-x:auto;overflow-y:hidden}
.sv>*,.sh>*{flex-shrink:0}
.no-ind{scrollbar-width:none}.no-ind::-webkit-scrollbar{display:none}
.rows{display:contents}
.grid{display:grid;gap:8px;align-items:start}
.xs{align-self:stretch}.g{flex-grow:1}.gr{flex-grow:1;flex-basis:0;min-width:0}.js{justify-self:stretch}.ns{flex-shrink:0}.nsv{flex-shrink:0}
.spacer{flex:1 1 0}
.t{display:block;white-space:pre-line;overflow-wrap:anywhere}
.h>.short{white-space:nowrap;flex-shrink:0}
.l1{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.lc{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
.icon{display:inline-flex;width:1.15em;height:1.15em;flex-shrink:0;align-items:center;justify-content:center;line-height:0}
.icon svg{width:100%;height:100%;display:block}
.img{display:block;max-width:100%;background:var(--fill);object-fit:contain}.img.fill{object-fit:cover}
.img.missing{display:inline-flex;align-items:center;justify-content:center;color:var(--tertiary-label);min-width:24px;min-height:24px}
.img.missing svg{width:40%;height:40%;max-width:48px;max-height:48px}
.dh{height:1px;min-height:1px;background:var(--separator);flex-shrink:0}.dv{width:1px;min-width:1px;background:var(--separator);flex-shrink:0}
.sep{height:1px;background:var(--separator);align-self:stretch;flex-shrink:0;grid-column:1/-1}
.btn{display:inline-flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;border:0;background:none;margin:0;padding:0;
font:inherit;color:inherit;letter-spacing:inherit;text-align:inherit;cursor:pointer;-webkit-tap-highlight-color:transparent}
.btn.tint{color:var(--accent)}.btn.destructive{color:var(--red)}
.btn:disabled{opacity:.35;cursor:default}
.btn:not(:disabled):active,.tap:active{opacity:.45}
.btn:focus-visible,.tap:focus-visible,.tab:focus-visible,.back:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.tap{cursor:pointer}
.more{align-self:stretch;padding:12px 16px;grid-column:1/-1}
.search{display:flex;align-items:center;gap:6px;height:36px;padding:0 8px;margin:0;border-radius:10px;background:var(--fill);color:var(--secondary-label)}
.search .icon{width:17px;height:17px}
.search input,.field input{flex:1;min-width:0;border:0;background:none;font:inherit;font-size:17px;color:var(--label);outline:none;padding:0;letter-spacing:inherit}
.search input::placeholder,.field input::placeholder{color:var(--secondary-label)}
.fieldwrap{display:flex;flex-direction:column}.fieldwrap>form{flex:1}
.field{display:flex;align-items:center;min-height:36px;margin:0;padding:0 8px;border:.5px solid var(--separator);border-radius:6px;background:var(--bg)}
.progress{display:flex;flex-direction:column;align-items:center;gap:8px;color:var(--secondary-label)}
.progress-label{font-size:15px}
.spinner{width:22px;height:22px;border-radius:50%;border:2.5px solid var(--fill2);border-top-color:var(--secondary-label);animation:sdui-spin .8s linear infinite}
@keyframes sdui-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:2.4s}}
.bar{align-self:stretch;height:4px;border-radius:2px;background:var(--fill);overflow:hidden}.bar>div{height:100%;background:var(--accent)}
.placeholder{border:1px dashed var(--red);color:var(--red);background:rgba(255,59,48,.06);font-size:13px;line-height:1.3;padding:6px 8px;border-radius:6px}
.custom{outline:1px dashed var(--separator);padding:6px}.custom-name{font-size:12px;color:var(--secondary-label)}
.seg{display:flex;gap:2px;padding:2px;border-radius:9px;background:var(--fill)}
.seg-item{flex:1;display:flex;align-items:center;justify-content:center;gap:4px;border:0;border-radius:7px;background:none;font:inherit;font-size:13px;font-weight:500;padding:5px 8px;color:var(--label);cursor:pointer}
.seg-item.sel{background:var(--segment);box-shadow:0 1px 3px rgba(0,0,0,.12)}
.toggle{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:31px;margin:0;padding:0;border:0;background:none;
font:inherit;color:inherit;letter-spacing:inherit;text-align:left;cursor:pointer;-webkit-tap-highlight-color:transparent}
.toggle>.t{flex:1 1 auto;min-width:0}
.switch{position:relative;flex:0 0 51px;height:31px;border-radius:16px;background:var(--fill2);transition:background-color .2s}
.switch::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#fff;
box-shadow:0 3px 8px rgba(0,0,0,.15),0 1px 1px rgba(0,0,0,.16);transition:transform .2s}
.toggle[aria-checked=true] .switch{background:var(--green)}.toggle[aria-checked=true] .switch::after{transform:translateX(20px)}
.toggle:disabled{opacity:.35;cursor:default}
.slider{-webkit-appearance:none;appearance:none;display:block;height:28px;margin:0;padding:0;background:transparent;cursor:pointer}
.slider::-webkit-slider-runnable-track{height:4px;border-radius:2px;background:linear-gradient(to right,var(--accent) var(--pct,0%),var(--fill2) var(--pct,0%))}
.slider::-webkit-slider-thumb{-webkit-appearance:none;appearance:none;width:28px;height:28px;margin-top:-12px;border:0;border-radius:50%;background:#fff;
box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12)}
.slider::-moz-range-track{height:4px;border-radius:2px;background:var(--fill2)}.slider::-moz-range-progress{height:4px;border-radius:2px;background:var(--accent)}
.slider::-moz-range-thumb{width:28px;height:28px;border:0;border-radius:50%;background:#fff;box-shadow:0 .5px 4px rgba(0,0,0,.12),0 6px 13px rgba(0,0,0,.12)}
.picker-menu{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:32px;cursor:pointer}
.picker-menu>.t{flex:1 1 auto;min-width:0}
.picker-value{position:relative;display:flex;align-items:center;gap:4px;color:var(--accent)}.picker-value .icon{width:13px;height:13px;pointer-events:none}
.picker-value select{appearance:none;-webkit-appearance:none;border:0;background:none;margin:0;padding:4px 0;font:inherit;color:inherit;
letter-spacing:inherit;text-align:right;cursor:pointer;max-width:220px}
.picker-inline{display:flex;flex-direction:column}
.picker-row{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:44px;margin:0;padding:0;border:0;
border-bottom:.5px solid var(--separator);background:none;font:inherit;color:inherit;letter-spacing:inherit;text-align:left;cursor:pointer}
.picker-row:last-child{border-bottom:0}.picker-row .icon{color:var(--accent);width:17px;height:17px}
.seg-item[role=radio]:focus-visible,.picker-row:focus-visible,.toggle:focus-visible,.slider:focus-visible,.picker-value select:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.swipe-row{position:relative;display:flex;flex-direction:column;align-items:flex-start;overflow:hidden;touch-action:pan-y}
.swipe-row>:first-child{transition:transform .2s ease-out}.swipe-row.swiped>:first-child{transform:translateX(calc(-1 * var(--swipe-w,0px)))}
.swipe-actions{position:absolute;top:0;right:0;bottom:0;display:flex;opacity:0;pointer-events:none;transition:opacity .15s}
.swipe-row:hover>.swipe-actions,.swipe-row:focus-within>.swipe-actions,.swipe-row.swiped>.swipe-actions{opacity:1;pointer-events:auto}
.swipe-btn{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-width:74px;margin:0;padding:0 12px;border:0;
background:#8e8e93;color:#fff;font:inherit;font-size:13px;font-weight:500;cursor:pointer}
.swipe-btn.destructive{background:var(--red)}.swipe-btn .icon{width:20px;height:20px}.swipe-btn .icon+.swipe-title{font-size:12px}
.swipe-btn:focus-visible{outline:2px solid var(--accent);outline-offset:-4px}
.share-default{flex-direction:row;gap:6px}.share-default .icon{width:20px;height:20px}
.share-sheet{position:fixed;inset:auto 0 0 0;width:min(390px,100%);max-height:80vh;margin:0 auto;padding:12px 16px 28px;border:0;border-radius:14px 14px 0 0;
overflow:auto;background:var(--grouped-bg);color:var(--label);font:17px/1.29 var(--font);letter-spacing:-.01em;box-shadow:0 -2px 16px rgba(0,0,0,.15)}
.share-sheet::backdrop{background:rgba(0,0,0,.4)}
.share-head{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:10px}.share-title{font-weight:600}
.share-text{margin:0 0 14px;padding:12px;border-radius:10px;background:var(--cell);white-space:pre-line;overflow-wrap:anywhere;max-height:40vh;overflow:auto}
.share-actions{display:flex;flex-direction:column;border-radius:10px;overflow:hidden;background:var(--cell)}
.share-action{display:flex;align-items:center;gap:12px;min-height:48px;margin:0;padding:0 16px;border:0;border-bottom:.5px solid var(--separator);background:none;
font:inherit;color:var(--accent);text-decoration:none;text-align:left;cursor:pointer}.share-action:last-child{border-bottom:0}.share-action .icon{width:20px;height:20px}
.share-action:focus-visible,.share-done:focus-visible{outline:2px solid var(--accent);outline-offset:-2px}
@keyframes sdui-enter-opacity{from{opacity:0}}@keyframes sdui-enter-slide{from{transform:translateX(-100%);opacity:0}}
@keyframes sdui-enter-scale{from{transform:scale(.01)}}
.sdui-enter-opacity{animation:sdui-enter-opacity .35s ease-in-out}.sdui-enter-slide{animation:sdui-enter-slide .35s ease-in-out}
.sdui-enter-scale{animation:sdui-enter-scale .35s ease-in-out}
@media (prefers-reduced-motion:reduce){.sdui-enter-slide,.sdui-enter-scale{animation-name:sdui-enter-opacity}}
.inline-title{margin:0;font-size:22px;font-weight:700}
.navstack{gap:0}
.sheet-layer{position:absolute;inset:0;z-index:10;display:flex;flex-direction:column}
.backdrop{position:absolute;inset:0;border:0;padding:0;margin:0;background:rgba(0,0,0,.4);cursor:default}
.sheet-card{position:relative;flex:1 1 0;min-height:0;margin-top:57px;display:flex;flex-direction:column;overflow:hidden;background:var(--bg);
border-radius:10px 10px 0 0;box-shadow:0 -2px 16px rgba(0,0,0,.12)}
.sheet-content{flex:1 1 0;min-height:0;overflow-y:auto;align-items:stretch;padding-top:8px}
.grabber{flex:0 0 5px;align-self:center;width:36px;height:5px;margin:6px 0 0;padding:0;border:0;border-radius:3px;background:var(--tertiary-label);cursor:pointer}
.sheet-card .screen{border-radius:0}
#sdui-banner{position:fixed;left:8px;right:8px;top:8px;z-index:100;pointer-events:none}
.diagnostics{pointer-events:auto;max-height:60vh;overflow:auto;margin:0 auto;max-width:760px;padding:10px 14px;border-radius:12px;
background:#fff4f3;color:#5f0b06;border:1px solid #ff3b30;box-shadow:0 8px 30px rgba(0,0,0,.2);font:13px/1.4 var(--font-mono)}
.diagnostics.only-warnings{background:#fffbea;color:#5c4400;border-color:#ffcc00}
.diagnostics h2{margin:0 0 6px;font:600 15px/1.3 var(--font)}.diagnostics ul{margin:0;padding-left:18px}.diagnostics li{margin:2px 0;white-space:pre-wrap;overflow-wrap:anywhere}
#sdui-app[aria-busy=true] .phone{cursor:progress}
"""#
}
