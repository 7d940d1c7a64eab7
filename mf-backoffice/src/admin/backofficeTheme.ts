import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** A design token of the shell (`shell/src/styles/tokens.css`) as the page has it, else `fallback`. */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Pixels of a token such as `--ea-radius-md: 8px`. */
const pixels = (name: string, fallback: number) => Number.parseFloat(token(name, `${fallback}px`));

/**
 * react-admin's theme from the shell's design tokens, read once when the back office opens: the
 * brand red as primary, the link blue as secondary, the error and success colours, Inter and the
 * radii, so the back office matches the design system and follows a token change. `loadingLabel`
 * names its spinners for screen readers (in the back office's language).
 */
export function backofficeTheme(loadingLabel: string): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      mode: 'light',
      primary: {
        main: token('--ea-color-brand', '#c8102e'),
        dark: token('--ea-color-brand-dark', '#8a0c20'),
      },
      secondary: { main: token('--ea-color-link', '#0b5cad') },
      error: { main: token('--ea-color-error', '#b00020') },
      success: { main: token('--ea-color-success', '#1e6b34') },
      text: {
        primary: token('--ea-color-text', '#1d2433'),
        secondary: token('--ea-color-text-muted', '#4a5568'),
      },
      background: {
        default: token('--ea-color-surface-subtle', '#f7f8fb'),
        paper: token('--ea-color-surface', '#fff'),
      },
      divider: token('--ea-color-border', '#e3e7ef'),
    },
    shape: { borderRadius: pixels('--ea-radius-md', 8) },
    typography: {
      fontFamily: token('--ea-font-family', "'Inter Variable', system-ui, sans-serif"),
    },
    sidebar: { width: 240, closedWidth: 55 },
    components: {
      ...defaultTheme.components,
      // react-admin's loading spinners (app bar, pages) carry no name of their own: a progress bar
      // needs one for screen readers (axe: aria-progressbar-name).
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
      // An empty list's message is greyed as disabled text by react-admin (contrast about 2:1);
      // it is content, so it takes the muted text colour (axe: color-contrast).
      RaEmpty: {
        styleOverrides: {
          root: { '& .RaEmpty-message': { color: token('--ea-color-text-muted', '#4a5568') } },
        },
      },
    },
  };
}
