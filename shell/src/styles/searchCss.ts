/**
 * The search page's styles (filter panel, chips, results, map overlay, header controls), part of
 * the shell's inlined stylesheet. Body flags from the search: `ea-map-open`, `ea-modal-open`.
 * Breakpoints of spec section 9: sm 568, md 768, lg 1024, xl 1440 px.
 */
export const SEARCH_CSS = `
.ea-header{flex-wrap:wrap}
.ea-header__search{display:flex;flex-wrap:wrap;gap:8px;margin-left:auto}
.ea-link-button{border:0;background:none;padding:0;color:#0b5cad;text-decoration:underline;font:inherit;cursor:pointer}
.ea-search__head{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px;padding:24px 0 8px}
.ea-search__head h1{margin:0;flex:1 1 auto}
.ea-search__head .ea-result-count{margin:0;flex-basis:100%;order:1}
.ea-search__tools{display:flex;gap:8px}
.ea-search__filter-button{display:none}
.ea-active-filters{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:8px 0 16px}
.ea-active-filters .ea-chip-list{margin:0}
.ea-chip--removable{display:inline-flex;align-items:center;gap:2px;padding-right:4px}
.ea-chip__remove{border:0;background:none;border-radius:50%;padding:0 6px;font-size:1.15rem;line-height:1.4;cursor:pointer}
.ea-chip__remove:hover,.ea-chip__remove:focus-visible{background:#dfe3ec}
.ea-search__layout{display:grid;grid-template-columns:260px minmax(0,1fr);gap:24px;align-items:start}
.ea-search--filters-hidden .ea-search__layout{grid-template-columns:minmax(0,1fr)}
.ea-search__filters{position:sticky;top:0;max-height:100vh;overflow:auto;padding:8px 4px 16px 0}
body.ea-nav-search-active #ea-header,body.ea-map-open #ea-header{position:sticky;top:0;z-index:16;background:#fff}
body.ea-nav-search-active .ea-search__filters,body.ea-map-open .ea-search__filters{top:72px;max-height:calc(100vh - 72px)}
.ea-search__filters[hidden]{display:none}
.ea-search__filters-head{display:flex;justify-content:space-between;align-items:center}
.ea-search__filters-head h2{font-size:1.15rem;margin:0 0 8px}
.ea-search__filters-foot{position:sticky;bottom:0;background:#fff;padding:12px 0}
.ea-search__filters-foot .ea-button{width:100%}
.ea-filter-panel{display:grid;gap:12px;min-width:0}
.ea-filter-panel>*,.ea-combobox,.ea-filter-field{min-width:0}
.ea-filter-field{display:grid;gap:4px}
.ea-filter-field label{font-weight:600}
.ea-filter-field select,.ea-filter-field input,.ea-combobox input{width:100%;min-width:0;padding:8px;font:inherit;border:1px solid #9aa5b8;border-radius:4px;background:#fff}
.ea-text-search{position:relative;display:grid;grid-template-columns:minmax(0,1fr) auto;gap:8px;align-items:end}
.ea-text-search .ea-combobox{position:static}
.ea-combobox{position:relative;display:grid;gap:4px}
.ea-combobox label{font-weight:600}
.ea-combobox__list{position:absolute;top:100%;left:0;right:0;z-index:5;margin:2px 0 0;padding:4px 0;list-style:none;background:#fff;border:1px solid #9aa5b8;border-radius:4px;box-shadow:0 4px 16px rgba(0,0,0,.15);max-height:320px;overflow:auto}
.ea-combobox__list[hidden]{display:none}
.ea-combobox__option{display:flex;justify-content:space-between;gap:8px;padding:6px 12px;cursor:pointer}
.ea-combobox__option[aria-selected=true],.ea-combobox__option:hover{background:#e8f0fa}
.ea-combobox__kind{color:#4a5568;font-size:.85rem}
.ea-filter-group{border-top:1px solid #e3e7ef;padding-top:6px}
.ea-filter-group summary{cursor:pointer;font-weight:600;padding:4px 0}
.ea-filter-group__badge{display:inline-block;margin-left:8px;min-width:1.5em;padding:0 6px;border-radius:10px;background:#c8102e;color:#fff;font-size:.8rem;text-align:center}
.ea-facet{border:0;margin:0;padding:4px 0 8px;display:grid;gap:2px;min-width:0}
.ea-facet__option{display:flex;gap:8px;align-items:baseline;cursor:pointer}
.ea-facet__count{color:#4a5568;font-size:.9em}
.ea-facet__section{margin:8px 0 2px;color:#4a5568;font-size:.8rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.ea-search__cards{margin-top:0;grid-template-columns:minmax(0,1fr)}
.ea-search__results[aria-busy=true] .ea-search__cards{opacity:.5;transition:opacity .2s}
.ea-search__card--selected .ea-card{outline:3px solid #0b5cad;outline-offset:2px}
.ea-empty{padding:32px 16px;border:1px dashed #c5ccd8;border-radius:8px;text-align:center}
.ea-empty h2{margin-top:0}
.ea-empty__actions{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.ea-map-overlay{position:relative;height:100%;background:#dde8f2;border-radius:8px;overflow:hidden}
.ea-map-overlay__canvas{position:absolute;inset:0}
.ea-map-overlay__bar{position:absolute;top:12px;left:50%;transform:translateX(-50%);z-index:3;display:flex;gap:8px;white-space:nowrap}
.ea-map-overlay__bar .ea-button{box-shadow:0 2px 8px rgba(0,0,0,.2)}
.ea-map-overlay__list{display:none}
.ea-map-overlay__note{position:absolute;left:8px;bottom:8px;z-index:3;margin:0;padding:4px 8px;border-radius:4px;background:rgba(255,255,255,.92);font-size:.85rem}
.ea-map-overlay__card{position:absolute;left:12px;bottom:12px;z-index:4;width:min(320px,calc(100% - 24px));background:#fff;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25)}
.ea-map-overlay__card .ea-modal__close{position:absolute;top:6px;right:6px;z-index:2;width:32px;height:32px;border-radius:50%;background:#fff}
.ea-map-marker{display:block;padding:0;border:0;background:none;cursor:pointer}
.ea-map-marker__dot{display:block;width:18px;height:18px;border:2px solid #fff;border-radius:50%;background:#c8102e;box-shadow:0 1px 4px rgba(0,0,0,.4);transition:transform .15s}
.ea-map-marker--cluster .ea-map-marker__dot{width:auto;min-width:34px;height:34px;padding:0 6px;border-radius:17px;background:#1d2433;color:#fff;font-size:.85rem;font-weight:600;line-height:30px;text-align:center}
.ea-map-marker--size-1 .ea-map-marker__dot{min-width:42px;height:42px;border-radius:21px;line-height:38px}
.ea-map-marker--size-2 .ea-map-marker__dot{min-width:50px;height:50px;border-radius:25px;line-height:46px}
.ea-map-marker--active .ea-map-marker__dot{background:#0b5cad;transform:scale(1.35)}
.ea-map-marker:focus-visible{outline:none}
.ea-map-marker:focus-visible .ea-map-marker__dot{outline:3px solid #0b5cad;outline-offset:2px}
main:has(.ea-search){max-width:1800px}
body.ea-map-open main{max-width:none}
.ea-search__map{position:sticky;top:72px;height:calc(100vh - 72px);padding:8px 0}
.ea-search--map-open .ea-search__layout{grid-template-columns:260px minmax(0,1fr) 45%}
.ea-search--map-open.ea-search--filters-hidden .ea-search__layout{grid-template-columns:minmax(0,1fr) 50%}
@media (min-width:568px){.ea-search__cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1024px){.ea-search__cards{grid-template-columns:repeat(3,minmax(0,1fr))}.ea-search--map-open .ea-search__cards{grid-template-columns:minmax(0,1fr)}}
@media (min-width:1440px){.ea-search--map-open .ea-search__cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1920px){.ea-search__cards{grid-template-columns:repeat(4,minmax(0,1fr))}.ea-search--map-open .ea-search__cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (max-width:1023px){
body.ea-map-open{overflow:hidden}
.ea-search__layout,.ea-search--map-open .ea-search__layout{grid-template-columns:220px minmax(0,1fr)}
.ea-search--filters-hidden .ea-search__layout,.ea-search--map-open.ea-search--filters-hidden .ea-search__layout{grid-template-columns:minmax(0,1fr)}
.ea-search__map{position:fixed;inset:0;z-index:15;height:auto;padding:0}
.ea-map-overlay{border-radius:0}
.ea-map-overlay__bar{top:auto;bottom:16px}
.ea-map-overlay .ea-map-overlay__list{display:inline-block}
.ea-map-overlay__note{bottom:68px}
.ea-map-overlay__card{bottom:104px}
}
@media (max-width:767px){
.ea-search__layout,.ea-search--map-open .ea-search__layout{grid-template-columns:minmax(0,1fr)}
.ea-search__filters{display:none}
.ea-search__filter-button{display:inline-block}
.ea-search__filters--dialog{display:block;position:fixed;inset:0;z-index:30;max-height:none;padding:16px;background:#fff}
.ea-header__search{margin-left:0;order:3;flex-basis:100%}
.ea-search__head .ea-result-count{order:0}
}
`;
