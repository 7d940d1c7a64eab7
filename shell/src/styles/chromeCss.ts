/**
 * Styles of the page chrome: navigation menu, transparent header, body flags, footer,
 * back-to-top, load bar, preview alert, error pages. Part of the shell's inlined stylesheet.
 */
export const CHROME_CSS = `
body.ea-nav-menu-open{overflow:hidden}
.ea-header{position:relative;z-index:14;background:#fff;transition:background-color .2s,border-color .2s}
#ea-header:has(.ea-header--overlay){position:sticky;top:0;z-index:14}
.ea-header--transparent{background:transparent;border-bottom-color:transparent}
.ea-link-button{border:0;background:none;padding:0;color:#0b5cad;text-decoration:underline;font:inherit;cursor:pointer;justify-self:start}
.ea-nav-menu__toggle[aria-expanded=true]{background:#1d2433;color:#fff}
.ea-nav-menu__panel{position:fixed;left:0;right:0;top:64px;bottom:0;overflow:auto;background:#fff;border-top:1px solid #e3e7ef;padding:24px;z-index:15}
.ea-nav-menu__panel[hidden]{display:none}
.ea-nav-menu__panel ul{list-style:none;margin:0 auto;padding:0;max-width:1200px;display:grid;gap:8px 24px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.ea-nav-menu__panel a{display:block;padding:8px 0;font-size:1.1rem;text-decoration:none}
.ea-footer{border-top:1px solid #e3e7ef;padding:32px 24px;color:#4a5568;background:#f7f8fb}
.ea-footer__columns{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));max-width:1200px;margin:0 auto}
.ea-footer h2{font-size:1rem;margin:0 0 8px;color:#1d2433}
.ea-footer ul{list-style:none;margin:0;padding:0}
.ea-footer li{padding:2px 0}
.ea-footer__claims,.ea-footer__social{display:flex;flex-wrap:wrap;gap:8px 24px;max-width:1200px;margin:24px auto 0 !important}
.ea-footer__claims li{font-weight:600;color:#1d2433}
.ea-footer__claim{max-width:1200px;margin:16px auto 0}
.ea-back-to-top{position:fixed;right:16px;bottom:16px;z-index:12;padding:10px 16px;border:0;border-radius:24px;background:#1d2433;color:#fff;font:inherit;cursor:pointer;box-shadow:0 4px 16px rgba(0,0,0,.2)}
.ea-load-bar{position:fixed;top:0;left:0;height:3px;width:90%;z-index:30;background:#c8102e;transform-origin:left;animation:ea-load-bar 5s ease-out}
@keyframes ea-load-bar{from{transform:scaleX(0)}to{transform:scaleX(1)}}
.ea-preview-alert{position:fixed;top:0;left:50%;transform:translateX(-50%);z-index:31;margin:0;padding:8px 16px;border-radius:0 0 6px 6px;background:#fff3cd;color:#6b4e00;font-weight:600}
a[data-preview-disabled]{cursor:not-allowed;opacity:.6}
@media (prefers-reduced-motion:reduce){.ea-load-bar{animation:none}}
`;
