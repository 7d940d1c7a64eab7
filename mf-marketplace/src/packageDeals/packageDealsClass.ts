/** Class of the slider's section; on the search page its code loads when it comes near the viewport. */
export const PACKAGE_DEALS_CLASS = 'ea-package-deals';
