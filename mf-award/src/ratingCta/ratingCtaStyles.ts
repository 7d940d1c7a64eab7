/** Styles of the rating call-to-action inside its shadow root; the host page's CSS cannot reach it. */
export const RATING_CTA_STYLES = `
:host{display:inline-block;font-family:system-ui,sans-serif;max-width:20rem}
.cta{display:grid;gap:4px;padding:14px 18px;border-radius:12px;background:#c8102e;color:#fff;text-decoration:none;box-shadow:0 2px 6px rgb(0 0 0/.2)}
.cta:hover{background:#a50d26}
.cta:focus-visible{outline:3px solid #1d4f91;outline-offset:2px}
.cta__award{font-size:.7rem;text-transform:uppercase;letter-spacing:.05em}
.cta__label{font-size:1.2rem}
.cta__hint{font-size:.85rem}
`;
