/** Select texts are trimmed at this many characters (spec section 9, "Select text trimmed at 30"). */
export const SELECT_TEXT_MAX = 30;

/**
 * The text a select shows for `text`: itself up to `max` characters, else its first `max`
 * characters (without trailing space) and an ellipsis. `title` is the full text when trimmed, so
 * a pointer's tooltip shows it; screen readers get the full text from the option itself.
 */
export function trimLabel(
  text: string,
  max: number = SELECT_TEXT_MAX,
): { text: string; title: string | undefined } {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, title: undefined };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, title: text };
}
