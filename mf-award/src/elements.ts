// Standalone script for pages outside the shell: <script src="http://<award origin>/elements.js">.
// The async boundary lets the federation runtime provide React before the elements load.
import('./defineElements');
