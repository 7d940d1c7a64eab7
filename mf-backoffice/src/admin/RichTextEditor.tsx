import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEditorState } from '@tiptap/react';
// The commands these extensions add to Tiptap's chain (types only; the editor's kit loads them).
import type {} from '@tiptap/extension-heading';
import type {} from '@tiptap/extension-paragraph';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { pageNonce } from './emotionCache';

const messages = defineMessages({
  level: { id: 'backoffice.richText.level', defaultMessage: 'Absatzformat' },
  paragraph: { id: 'backoffice.richText.paragraph', defaultMessage: 'Absatz' },
  heading2: { id: 'backoffice.richText.heading2', defaultMessage: 'Zwischentitel' },
  heading3: { id: 'backoffice.richText.heading3', defaultMessage: 'Untertitel' },
});

/** The block formats an editorial text uses: paragraphs and two heading levels below the page's h1. */
const LEVELS = [
  { value: 'paragraph', label: messages.paragraph, text: '¶' },
  { value: '2', label: messages.heading2, text: 'H2' },
  { value: '3', label: messages.heading3, text: 'H3' },
] as const;

/**
 * The block format as toggle buttons. react-admin's own `LevelSelect` is a `<nav>` holding list
 * items outside a list (an axe finding); these are buttons in a named group.
 */
function LevelButtons() {
  const intl = useIntl();
  const editor = useTiptapEditor();
  const current = useEditorState({
    editor,
    selector: ({ editor: state }) =>
      !state
        ? 'paragraph'
        : state.isActive('heading', { level: 2 })
          ? '2'
          : state.isActive('heading', { level: 3 })
            ? '3'
            : 'paragraph',
  });
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={intl.formatMessage(messages.level)}
      onChange={(_event, value: string | null) => {
        if (!editor || !value) return;
        const chain = editor.chain().focus();
        if (value === 'paragraph') chain.setParagraph().run();
        else chain.setHeading({ level: Number(value) as 2 | 3 }).run();
      }}
    >
      {LEVELS.map((level) => (
        <ToggleButton
          key={level.value}
          value={level.value}
          aria-label={intl.formatMessage(level.label)}
          disabled={!editor?.isEditable}
        >
          {level.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * The back office's rich-text input (Tiptap through ra-input-rich-text): the editable area is a
 * multi-line text box named by the field's label (the library names only its wrapper), the
 * editor's own stylesheet carries the page's CSP nonce, and the toolbar offers what the site's
 * sanitiser keeps (block formats, emphasis, lists, links, quotes), each a named button.
 */
export function RichTextEditor({ source, label }: { source: string; label: string }) {
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      injectNonce: pageNonce(),
      editorProps: {
        ...DefaultEditorOptions.editorProps,
        attributes: {
          ...DefaultEditorOptions.editorProps?.attributes,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
        },
      },
    }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      editorOptions={editorOptions}
      fullWidth
      toolbar={
        <RichTextInputToolbar>
          <LevelButtons />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
