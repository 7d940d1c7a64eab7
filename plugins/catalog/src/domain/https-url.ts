/**
 * The URL when it is an absolute `https:` URL (the 360° tour and the header video are shown
 * only then, spec: "VR URL (https only)"); anything else (http, javascript:, relative, invalid)
 * is null.
 */
export function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
