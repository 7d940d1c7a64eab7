/** Story titles on the home are cut at 47 characters (spec section 9). */
export const STORY_TITLE_MAX = 47;

/** `text` when it fits in `max` characters, else its first `max` characters (trimmed) and '…'. */
export function truncateTitle(text: string, max = STORY_TITLE_MAX): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
