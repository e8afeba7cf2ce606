/// Rules some modifiers need for what they reach inside a view (the text of a redacted view,
/// the icons of a scaled one), added to a page only when one of them is used.
enum ModifierStylesheet {
    static let css = """
        .m-redacted .t,.m-redacted.t,.m-redacted .icon,.m-redacted.icon{color:transparent!important;background:var(--fill2);border-radius:4px}\
        .m-redacted .img{filter:opacity(0)}\
        .m-is-small .icon,.m-is-small.icon{width:.9em;height:.9em}.m-is-large .icon,.m-is-large.icon{width:1.5em;height:1.5em}\
        .m-disabled .btn,.m-disabled .toggle,.m-disabled .slider,.m-disabled .field,.m-disabled .seg{opacity:.35}\
        .m-clamp .t{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--m-lines);overflow:hidden}\
        .m-sr,.m-labels-hidden .toggle>.t,.toggle.m-labels-hidden>.t,.m-labels-hidden .picker-menu>.t,.picker-menu.m-labels-hidden>.t{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}\
        .m-refresh{align-self:center;padding:6px 12px}\
        .m-snap{scroll-snap-type:both mandatory}.m-snap>*,.m-snap>.v>*,.m-snap>.h>*{scroll-snap-align:start}\
        .m-badge{margin-inline-start:auto;min-width:20px;padding:1px 7px;border-radius:10px;background:var(--fill2);color:var(--secondary-label);font-size:calc(15px*var(--ts-subheadline));text-align:center}\
        .m-dialog-layer{align-items:center;justify-content:center}.m-action-sheet{justify-content:flex-end;padding:8px}\
        .m-alert{position:relative;width:270px;border-radius:14px;background:var(--bar-bg);text-align:center;overflow:hidden}\
        .m-action-sheet .m-alert{width:auto;align-self:stretch}\
        .m-alert-title{margin:16px 16px 2px;font-weight:600;font-size:calc(17px*var(--ts-body))}.m-alert-message{margin:2px 16px 16px;font-size:calc(13px*var(--ts-footnote))}\
        .m-alert-buttons{display:flex;flex-direction:column;border-top:.5px solid var(--separator)}\
        .m-alert-buttons .btn{min-height:44px;font-size:calc(17px*var(--ts-body));border-bottom:.5px solid var(--separator)}.m-alert-buttons .m-cancel{font-weight:600}\
        .sheet-card.m-medium{flex:0 0 50%;margin-top:auto}.sheet-card.m-cover{margin-top:0;border-radius:0}.m-close{align-self:flex-start;padding:12px 16px}\
        .m-bs-bordered .btn,.btn.m-bs-bordered{padding:7px 14px;border-radius:8px;background:var(--fill);color:var(--accent)}\
        .m-bs-borderedProminent .btn,.btn.m-bs-borderedProminent{padding:7px 14px;border-radius:8px;background:var(--accent);color:#fff}\
        .m-bs-borderless .btn,.btn.m-bs-borderless{color:var(--accent)}\
        .m-bbs-capsule .btn,.btn.m-bbs-capsule{border-radius:999px}.m-bbs-circle .btn,.btn.m-bbs-circle{border-radius:50%}.m-bbs-roundedRectangle .btn,.btn.m-bbs-roundedRectangle{border-radius:8px}\
        .m-cs-mini .btn,.m-cs-mini .field input,.m-cs-mini select{font-size:calc(11px*var(--ts-caption2))}.m-cs-small .btn,.m-cs-small .field input,.m-cs-small select{font-size:calc(13px*var(--ts-footnote))}\
        .m-cs-large .btn,.m-cs-large .field input{font-size:calc(17px*var(--ts-body));padding-top:12px;padding-bottom:12px}.m-cs-extraLarge .btn,.m-cs-extraLarge .field input{font-size:calc(20px*var(--ts-title3));padding-top:15px;padding-bottom:15px}\
        .m-ts-button .toggle .switch,.toggle.m-ts-button .switch{display:none}\
        .m-ts-button .toggle,.toggle.m-ts-button{justify-content:center;padding:7px 14px;border-radius:8px;color:var(--accent)}\
        .m-ts-button .toggle[aria-checked=true],.toggle.m-ts-button[aria-checked=true]{background:var(--fill)}\
        .m-tfs-plain .field,.m-tfs-plain.fieldwrap .field{border:0;background:none;padding:0}\
        .m-ls-grouped,.m-ls-inset{background:var(--cell);border-radius:10px;padding:0 16px}.m-ls-grouped{margin:0 16px}\
        .m-lrs-hidden .sep{display:none}\
        .m-pvs-circular .bar,.progress.m-pvs-circular .bar{width:22px;height:22px;border-radius:50%;border:2.5px solid var(--fill2);border-top-color:var(--accent);background:none}\
        .m-pvs-circular .bar>*,.progress.m-pvs-circular .bar>*{display:none}
        """
}
