import { CHROME_CSS } from './chromeCss';
import { HOME_CSS } from './homeCss';
import { SEARCH_CSS } from './searchCss';
import { SITE_CSS } from './siteCss';

/**
 * The shell's stylesheet, inlined into every page (small, and no extra request before the first
 * paint). Micro-frontends use these `ea-` classes instead of shipping CSS of their own.
 */
export const SHELL_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#fff;line-height:1.5}
body.ea-modal-open{overflow:hidden}
a{color:#0b5cad}
main{min-height:60vh;max-width:1200px;margin:0 auto;padding:0 16px 48px}
.ea-header{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 24px;border-bottom:1px solid #e3e7ef}
.ea-header__logo{font-weight:700;font-size:1.4rem;text-decoration:none;color:#c8102e}
.ea-header__nav{display:flex;align-items:center;gap:12px}
.ea-header__user{font-weight:600}
.ea-button{display:inline-block;padding:8px 16px;border:1px solid #1d2433;border-radius:4px;background:#fff;color:#1d2433;font:inherit;cursor:pointer;text-decoration:none}
.ea-button--primary{background:#c8102e;border-color:#c8102e;color:#fff}
.ea-button:disabled{opacity:.6;cursor:default}
.ea-section{padding:24px 0}
.ea-chip-list{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}
.ea-chip{padding:4px 12px;border-radius:16px;background:#f1f3f8}
.ea-table{border-collapse:collapse;width:100%}
.ea-table th,.ea-table td{border-bottom:1px solid #e3e7ef;padding:8px;text-align:left}
.ea-status{padding:24px 0;color:#4a5568}
.ea-status--error{color:#b00020}
.ea-form{display:grid;gap:8px}
.ea-form input{padding:8px;font:inherit;border:1px solid #9aa5b8;border-radius:4px}
.ea-form__error{color:#b00020;margin:0}
.ea-modal-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:10}
.ea-modal{background:#fff;border-radius:8px;padding:24px;width:min(420px,92vw)}
.ea-modal__head{display:flex;justify-content:space-between;align-items:center}
.ea-modal__close{border:0;background:none;font-size:1.6rem;cursor:pointer}
.ea-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ea-header__favourites--active{background:#fdecef;border-color:#c8102e;color:#c8102e;font-weight:600}
.ea-notice-area{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);z-index:20}
.ea-notice{margin:0;padding:12px 20px;border-radius:6px;background:#1d2433;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.2)}
.ea-image{display:block;position:relative;overflow:hidden;width:100%}
.ea-image--placeholder{background:linear-gradient(135deg,#e8ebf2,#d5dbe6 60%,#e8ebf2)}
.ea-image img{display:block;width:100%;height:100%;object-fit:cover}
.ea-card-list{list-style:none;padding:0;margin:16px 0;display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.ea-card{border:1px solid #e3e7ef;border-radius:8px;overflow:hidden;height:100%;display:flex;flex-direction:column}
.ea-card__media{position:relative;aspect-ratio:3/2;background:#e8ebf2;overflow:hidden}
.ea-card__media .ea-image,.ea-card__plain-image{height:100%;width:100%;object-fit:cover}
.ea-card__body{padding:12px 16px 16px;display:grid;gap:6px}
.ea-card__title{font-size:1.1rem;margin:0}
.ea-card__title a{color:inherit;text-decoration:none}
.ea-card__meta{margin:0;color:#4a5568;font-size:.9rem}
.ea-card__summary{margin:0}
.ea-label{position:absolute;top:8px;left:8px;padding:2px 8px;border-radius:4px;font-size:.85rem;font-weight:600}
.ea-detail__head .ea-label{position:static;display:inline-block}
.ea-badge{display:inline-block;margin:0;padding:2px 8px;border-radius:4px;font-size:.85rem;font-weight:600}
.ea-badge--deal{background:#fff3cd;color:#6b4e00}
.ea-slider{position:relative;height:100%;overflow:hidden}
.ea-slider__track{display:flex;height:100%;transition:transform .3s}
.ea-slider__slide{flex:0 0 100%;height:100%}
.ea-slider__button{position:absolute;top:50%;transform:translateY(-50%);border:0;border-radius:50%;width:36px;height:36px;background:rgba(255,255,255,.9);font-size:1.4rem;cursor:pointer}
.ea-slider__button:disabled{opacity:.35;cursor:default}
.ea-slider__button--prev{left:8px}
.ea-slider__button--next{right:8px}
.ea-favourite--saved{border-color:#c8102e;color:#c8102e}
.ea-pagination{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:24px 0}
.ea-pagination a,.ea-pagination span{padding:6px 12px;border:1px solid #e3e7ef;border-radius:4px}
.ea-pagination [aria-current]{background:#1d2433;color:#fff}
.ea-result-count{color:#4a5568}
.ea-detail__head{display:grid;gap:8px;padding:24px 0 8px}
.ea-detail__head h1{margin:0}
.ea-detail__summary{font-size:1.15rem}
.ea-gallery{display:grid;gap:8px;grid-template-columns:repeat(4,1fr)}
.ea-gallery__main{grid-column:1/-1}
.ea-facts{display:grid;gap:4px 24px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));margin:0}
.ea-facts dt{font-weight:600}
.ea-facts dd{margin:0}
.ea-facts--inline{grid-template-columns:repeat(auto-fill,minmax(140px,1fr))}
.ea-properties{display:grid;gap:8px;margin:0}
.ea-properties dt{font-weight:600}
.ea-properties dd{margin:0}
.ea-table-scroll{overflow-x:auto}
.ea-deal{margin:16px 0;padding:16px;border-radius:8px;background:#fff8e1}
.ea-deal h2{margin-top:0}
.ea-stars{color:#b7791f;letter-spacing:2px}
.ea-reviews{list-style:none;padding:0;display:grid;gap:16px}
.ea-video{display:block;width:100%;max-width:720px;aspect-ratio:16/9;border:0;margin:8px 0}
.ea-video--poster{display:flex;flex-direction:column;justify-content:center;align-items:center;gap:8px;background:#1d2433;color:#fff;border-radius:8px;padding:16px;text-align:center}
.ea-video--poster a{color:#fff}
.ea-map{position:relative;min-height:320px;border-radius:8px;overflow:hidden;background:#dde8f2}
.ea-map .ea-map__canvas{position:absolute;inset:0}
.ea-map__placeholder{position:relative;padding:16px;max-width:320px}
.ea-map--ready .ea-map__placeholder{position:absolute;top:8px;left:8px;background:rgba(255,255,255,.92);border-radius:6px;padding:8px 12px;font-size:.9rem}
.maplibregl-map,.mapboxgl-map{overflow:hidden;position:relative}
.maplibregl-canvas,.mapboxgl-canvas{position:absolute;left:0;top:0}
.maplibregl-marker,.mapboxgl-marker{position:absolute;top:0;left:0;will-change:transform}
.maplibregl-ctrl-top-right{position:absolute;top:8px;right:8px;z-index:2}
.maplibregl-ctrl-group{background:#fff;border-radius:4px;display:grid}
.maplibregl-ctrl-group button{width:30px;height:30px;border:0;background:#fff;cursor:pointer}
.maplibregl-ctrl-zoom-in::after{content:"+"}
.maplibregl-ctrl-zoom-out::after{content:"−"}
.ea-plain-list{list-style:none;padding:0}
.ea-form--grid{grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px 16px}
.ea-form--grid .ea-form__field:has(textarea),.ea-form--grid button,.ea-form--grid [role=alert]{grid-column:1/-1}
.ea-form__field{display:grid;gap:4px}
.ea-form textarea{padding:8px;font:inherit;border:1px solid #9aa5b8;border-radius:4px}
.ea-form [aria-invalid]{border-color:#b00020}
.ea-status--success{color:#1e6b34}
${CHROME_CSS}
${SEARCH_CSS}
${HOME_CSS}
${SITE_CSS}`;
