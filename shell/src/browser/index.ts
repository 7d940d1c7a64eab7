// The shell's stylesheet: extracted into dist/public/main.css, which the shell server inlines into
// every page (see server/shellStylesheet.ts). The font and the tokens first: everything else reads
// them.
import '../styles/fonts.css';
import '../styles/tokens.css';
// Of the UI package only what the chrome uses (buttons, dialogs, form fields): maps, gallery and
// pagination come with the front ends that use them, in their own stylesheets.
import '@eventalp/shell-ui/base.css';
import '@eventalp/shell-ui/forms.css';
import '../styles/page.css';
import '../styles/chrome.css';
import '../layout/LanguageSwitcher.css';

// Async boundary: the federation runtime settles the shared modules before bootstrap runs.
import('./bootstrap');
