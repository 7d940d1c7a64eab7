/**
 * Styles of the newsletter box, breadcrumbs, the static pages (`/site/extern/...`) and the
 * editorial search forms and hits (magazine search, help centre).
 */
export const SITE_CSS = `
.ea-newsletter-box{display:grid;gap:8px;max-width:560px}
.ea-newsletter-box__row{display:flex;gap:8px;flex-wrap:wrap}
.ea-newsletter-box input{flex:1 1 220px;min-height:44px;padding:8px 12px;font:inherit;border:1px solid #6b7588;border-radius:4px}
.ea-newsletter-box input[aria-invalid=true]{border-color:#b00020}
.ea-newsletter-box button{min-height:44px}
.ea-breadcrumbs ol{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:16px 0 0;padding:0;font-size:.9rem;color:#4a5568}
.ea-breadcrumbs li+li::before{content:"/";margin-right:4px;color:#6b7588}
.ea-breadcrumbs a{display:inline-block;padding:4px 0}
.ea-static{max-width:800px}
.ea-static h2{margin-top:2em}
.ea-static table{border-collapse:collapse;width:100%;margin:16px 0}
.ea-static th,.ea-static td{border:1px solid #d5dbe6;padding:8px;text-align:left;vertical-align:top}
.ea-static__toc{display:flex;flex-wrap:wrap;gap:8px 16px;padding:0;list-style:none}
.ea-search-form{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:16px 0}
.ea-search-form input{flex:0 1 320px;min-height:44px;padding:8px 12px;font:inherit;border:1px solid #6b7588;border-radius:4px}
.ea-search-kinds{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0 16px}
.ea-search-kinds a{display:inline-block;padding:6px 14px;border:1px solid #6b7588;border-radius:999px;text-decoration:none;color:inherit}
.ea-search-kinds a[aria-current=page]{background:#1f2937;border-color:#1f2937;color:#fff}
.ea-search-hit{padding:16px 0;border-bottom:1px solid #e3e7ef}
.ea-search-hit h2{font-size:1.2rem;margin:4px 0}
.ea-search-hit p{margin:4px 0}
.ea-search-hit__kind{font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:#4a5568}
.ea-search-hit__meta{color:#4a5568}
`;
