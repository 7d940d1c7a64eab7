// Stylesheets are imported for their effect: webpack extracts them into the build's CSS file.
declare module '*.css';
