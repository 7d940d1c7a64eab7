/**
 * The home page's styles (jumbotron gallery, award ribbon, carousels, package deals, teasers),
 * part of the shell's inlined stylesheet. Breakpoints of spec section 9: sm 568, md 768, lg 1024;
 * carousels show 1, 2 (568), 3 (1024), 4 (1920) items; an open map narrows the widest view to 2.
 */
export const HOME_CSS = `
.ea-jumbotron{position:relative;overflow:hidden;border-radius:0 0 12px 12px;min-height:420px;display:flex;align-items:flex-end;color:#fff;background:#1d2433}
.ea-jumbotron h1{font-size:2.4rem;margin:0 0 8px}
.ea-jumbotron__search{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin-top:24px}
.ea-jumbotron__search select{padding:8px;font:inherit;min-width:220px}
.ea-jumbotron__gallery{position:absolute;inset:0}
.ea-jumbotron__slide{position:absolute;inset:0;opacity:0;transition:opacity 1.5s ease-in-out}
.ea-jumbotron__slide--current{opacity:1}
.ea-jumbotron__slide picture,.ea-jumbotron__slide img{display:block;width:100%;height:100%;object-fit:cover}
.ea-jumbotron__content{position:relative;width:100%;padding:48px 24px 32px;background:linear-gradient(to top,rgba(10,14,24,.85),rgba(10,14,24,.35) 70%,rgba(10,14,24,0))}
.ea-jumbotron__content label{font-weight:600}
.ea-award-ribbon{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:16px 0 0;padding:0}
.ea-award-ribbon__link{display:inline-block;padding:6px 14px;border-radius:16px;background:#fff;color:#8a0c20;font-weight:600;text-decoration:none}
.ea-discover{display:flex;justify-content:center;padding:16px 0}
.ea-section__head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:12px}
.ea-section__head h2{margin:0}
.ea-section:focus{outline:none}
.ea-badge--new{background:#c8102e;color:#fff;vertical-align:middle}
.ea-teaser{display:grid;gap:6px;color:inherit;text-decoration:none}
.ea-teaser .ea-image{aspect-ratio:3/2;border-radius:8px}
.ea-teaser__title{font-size:1.05rem;margin:4px 0 0}
.ea-teaser__text{margin:0;color:#4a5568;font-size:.92rem}
.ea-teaser__underline{color:#0b5cad;text-decoration:underline}
.ea-carousel{overflow:hidden;margin-top:16px}
.ea-carousel__track{display:flex;list-style:none;margin:0 -12px;padding:0;touch-action:pan-y pinch-zoom}
.ea-carousel__slide{flex:0 0 100%;min-width:0;padding:0 12px}
.ea-carousel__controls{display:flex;gap:8px}
.ea-carousel__button{width:40px;height:40px;border:1px solid #1d2433;border-radius:50%;background:#fff;color:#1d2433;font-size:1.4rem;line-height:1;cursor:pointer}
.ea-carousel__button:disabled{opacity:.35;cursor:default}
.ea-package-deals__tabs{display:flex;gap:8px}
.ea-package-deals__tab{padding:6px 14px;border:1px solid #1d2433;border-radius:16px;background:#fff;color:#1d2433;font:inherit;cursor:pointer}
.ea-package-deals__tab[aria-pressed=true]{background:#1d2433;color:#fff}
.ea-about__claims{display:flex;flex-wrap:wrap;gap:24px;list-style:none;padding:0;font-weight:600}
.ea-add-entry__form{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.ea-add-entry__form select{padding:8px;font:inherit}
@media (min-width:568px){.ea-carousel__slide{flex-basis:50%}}
@media (min-width:1024px){.ea-carousel__slide{flex-basis:33.333%}}
@media (min-width:1920px){.ea-carousel__slide{flex-basis:25%}body.ea-map-open .ea-carousel__slide{flex-basis:50%}}
@media (max-width:767px){.ea-add-entry{display:none}}
@media (hover:none) and (pointer:coarse) and (max-width:568px){.ea-carousel__track{display:block;margin:0}.ea-carousel__slide{padding:0 0 16px}.ea-carousel__controls{display:none}}
@media (prefers-reduced-motion:reduce){.ea-jumbotron__slide{transition:none}}
`;
