/**
 * The URL when it is an absolute https URL, else null: the 360° tour and the header video are shown
 * only then (spec: "VR URL (https only)"). The API answers only https URLs; this keeps the page
 * safe with any answer (an `http:` or `javascript:` link is never rendered).
 */
export function httpsOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The video id of a YouTube link (youtube.com/watch?v=, youtu.be/, /embed/, /shorts/), else null. */
export function youTubeIdOf(value: string | null | undefined): string | null {
  const href = httpsOnly(value);
  if (!href) return null;
  const url = new URL(href);
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com')
    id =
      url.searchParams.get('v') ??
      /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ??
      null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}
