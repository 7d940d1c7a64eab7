/** Styles of the newsletter box, breadcrumbs and the static pages (`/site/extern/...`). */
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
`;
