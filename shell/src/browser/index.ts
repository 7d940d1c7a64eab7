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

import { nextTask } from './nextTask';

// Async boundary: the federation runtime settles the shared modules before bootstrap runs. The
// start is spread over tasks of its own (the runtime's set-up; React DOM; the bootstrap), so that
// none of them blocks the page for long: together they were one task of about 190 ms on a phone
// with 4x CPU slowdown. React DOM comes from the share scope like every shared module.
void nextTask()
  .then(() => import('react-dom/client'))
  .then(() => nextTask())
  .then(() => import('./bootstrap'));
