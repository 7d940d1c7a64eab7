/** Styles of `<eventalp-award-results>` inside its shadow root; the host page's CSS cannot reach it. */
export const REGION_RESULTS_STYLES = `
:host{display:block;font-family:system-ui,sans-serif;color:#1a1a1a}
.region{border:1px solid #d8d8d8;border-radius:8px;padding:16px;max-width:40rem}
.region__award{margin:0;font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;color:#c8102e}
.region__title{margin:4px 0 12px;font-size:1.25rem}
.region-results{margin:0;padding:0;list-style:none;display:grid;gap:8px}
.region-results__venue{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
.region-results__name{font-weight:600;color:inherit}
.region-results__place{color:#555}
.region-results__grade{margin-left:auto;font-weight:600;color:#c8102e}
.region-results__empty{color:#555}
`;
