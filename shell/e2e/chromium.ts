import chromium from '../../scripts/chromium.json';

/** Debian's Chromium and its flags, the same for e2e, Lighthouse and the JS measurement. */
export const CHROMIUM_PATH = chromium.path;
export const CHROMIUM_ARGS = chromium.args;
