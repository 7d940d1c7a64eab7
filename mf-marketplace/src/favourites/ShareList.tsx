import { MAX_SHORTLIST_ENTRIES, shortlistsClient } from '@eventalp/plugin-shortlists/domain';
import { ErrorText, RateLimitError, usePlatform, ValidationError } from '@eventalp/shell-kit';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntryCard } from '../catalog/catalogTypes';

type State =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'ready'; url: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

type Copied = 'none' | 'copied' | 'manual';

/** Copies `text`: the Clipboard API, else the selected input and the old copy command. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * "Liste teilen": stores the saved entries as a read-only list and shows its link in a read-only
 * field with a copy button; a polite status says what happened.
 */
export function ShareList({ cards }: { cards: EntryCard[] }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [copied, setCopied] = useState<Copied>('none');
  const input = useRef<HTMLInputElement>(null);
  const entries = cards
    .slice(0, MAX_SHORTLIST_ENTRIES)
    .map((card) => ({ type: card.entity_type, id: card.id }));
  const key = entries.map((entry) => `${entry.type}:${entry.id}`).join(',');

  // Another list of favourites needs a new link.
  useEffect(() => {
    setState({ kind: 'idle' });
    setCopied('none');
  }, [key]);

  // The button goes when the link is there: focus moves to the link, selected for copying.
  useEffect(() => {
    if (state.kind !== 'ready') return;
    input.current?.focus();
    input.current?.select();
  }, [state]);

  async function share() {
    if (state.kind === 'creating') return;
    setState({ kind: 'creating' });
    setCopied('none');
    try {
      const answer = await shortlistsClient(http).create(entries);
      setState({ kind: 'ready', url: `${window.location.origin}${answer.path}` });
    } catch (error) {
      if (error instanceof ValidationError)
        setState({ kind: 'refused', message: Object.values(error.errors).flat().join(' ') });
      // The shell shows the rate-limit dialog; the visitor may try again later.
      else if (error instanceof RateLimitError) setState({ kind: 'idle' });
      else setState({ kind: 'failed' });
    }
  }

  async function copy() {
    if (state.kind !== 'ready') return;
    setCopied((await copyText(state.url, input.current)) ? 'copied' : 'manual');
  }

  return (
    <section className="ea-section ea-share" aria-labelledby="ea-share-heading">
      <h2 id="ea-share-heading">
        <FormattedMessage id="marketplace.share.button" defaultMessage="Liste teilen" />
      </h2>
      <p>
        <FormattedMessage
          id="marketplace.share.intro"
          defaultMessage="Teile deine Merkliste per Link, ohne Konto. Wer ihn öffnet, sieht die Einträge, kann sie aber nicht ändern. Der Link gilt 90 Tage ab dem letzten Aufruf."
        />
      </p>
      {state.kind === 'ready' ? (
        <>
          <label htmlFor="ea-share-link">
            <FormattedMessage
              id="marketplace.share.linkLabel"
              defaultMessage="Link zu deiner Liste"
            />
          </label>
          <div className="ea-share__row">
            <input
              ref={input}
              id="ea-share-link"
              type="url"
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="ea-button ea-button--primary" onClick={copy}>
              <FormattedMessage id="marketplace.share.copy" defaultMessage="Link kopieren" />
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="ea-button ea-button--primary"
          onClick={share}
          disabled={state.kind === 'creating'}
        >
          <FormattedMessage id="marketplace.share.button" defaultMessage="Liste teilen" />
        </button>
      )}
      <p role="status" className="ea-status">
        {state.kind === 'ready' &&
          (copied === 'copied'
            ? intl.formatMessage({
                id: 'marketplace.share.copied',
                defaultMessage: 'Link kopiert.',
              })
            : copied === 'manual'
              ? intl.formatMessage({
                  id: 'marketplace.share.copyManually',
                  defaultMessage: 'Der Link ist markiert: Kopiere ihn mit Strg+C oder Cmd+C.',
                })
              : intl.formatMessage({
                  id: 'marketplace.share.ready',
                  defaultMessage: 'Dein Link ist bereit.',
                }))}
      </p>
      {state.kind === 'refused' && (
        <p role="alert" className="ea-status ea-status--error">
          {state.message}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="ea-status ea-status--error">
          <ErrorText />
        </p>
      )}
    </section>
  );
}
