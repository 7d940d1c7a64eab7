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
.ea-jumbotron{padding:48px 0 32px}
.ea-jumbotron h1{font-size:2.4rem;margin:0 0 8px}
.ea-jumbotron__search{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin-top:24px}
.ea-jumbotron__search select{padding:8px;font:inherit;min-width:220px}
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
.ea-footer{border-top:1px solid #e3e7ef;padding:24px;color:#4a5568}
.ea-footer nav{display:flex;gap:16px}
`;
