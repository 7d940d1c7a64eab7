/** Safari, not the other browsers that put "Safari" in their user agent. */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android)/.test(userAgent)
  );
}
