/** Styles of the seal inside its shadow root; the host page's CSS cannot reach it. */
export const AWARD_SEAL_STYLES = `
:host{display:inline-block;font-family:system-ui,sans-serif}
.seal{margin:0;display:grid;justify-items:center;gap:2px;width:9rem;padding:12px;border-radius:50%;aspect-ratio:1;align-content:center;color:#fff;text-align:center}
.seal--outstanding{background:#8a6d1d}
.seal--excellent{background:#c8102e}
.seal--recommended{background:#1d4f91}
.seal__award{font-size:.7rem;text-transform:uppercase;letter-spacing:.05em}
.seal__label{font-size:1rem}
.seal__score{font-size:1.4rem;font-weight:700}
`;
