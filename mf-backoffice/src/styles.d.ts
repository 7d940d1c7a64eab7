// Stylesheets are imported for their effect: webpack extracts them into the build's CSS file.
declare module '*.css';

// react-admin's German catalog ships no types: its messages have the shape of the English ones.
declare module 'ra-language-german' {
  const messages: Record<string, unknown>;
  export default messages;
}

// react-admin's Italian catalog ships no types either.
declare module 'ra-language-italian' {
  const messages: Record<string, unknown>;
  export default messages;
}
