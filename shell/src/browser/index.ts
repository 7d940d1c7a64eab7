// The shell's stylesheet: extracted into dist/public/main.css, which the shell server inlines into
// every page (see server/shellStylesheet.ts). Tokens first: everything else reads them.
import '../styles/tokens.css';
import '@eventalp/shell-ui/styles.css';
import '../styles/page.css';
import '../styles/chrome.css';

// Async boundary: the federation runtime settles the shared modules before bootstrap runs.
import('./bootstrap');
