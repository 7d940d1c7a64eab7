import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { debounce } from 'throttle-debounce';
import {
  isLinkDisabledInPreview,
  isPreviewMode,
  PREVIEW_LINK_DELAY_MS,
} from '../../chrome/previewLinks';

const DISABLED = 'data-preview-disabled';

/** Marks every link that preview mode disables; they stay visible but do nothing. */
function disableLinks(root: Document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[href]:not([${DISABLED}])`)) {
    if (!isLinkDisabledInPreview(link.getAttribute('href'), link.hasAttribute('data-preview-keep')))
      continue;
    link.setAttribute(DISABLED, '');
    link.setAttribute('aria-disabled', 'true');
    link.setAttribute('tabindex', '-1');
  }
}

/**
 * Preview mode (`?preview`, spec section 2): 1 s after the page last changed, most links are
 * disabled, and an alert says so.
 */
export function PreviewMode() {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const update = debounce(PREVIEW_LINK_DELAY_MS, () => {
      const preview = isPreviewMode(window.location.search);
      if (preview) disableLinks(document);
      setActive(preview);
    });
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[${DISABLED}]`);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Pages render their content after the route changed: disable what they add, too.
    const observer = new MutationObserver(() => {
      if (isPreviewMode(window.location.search)) update();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    update();
    window.addEventListener('single-spa:routing-event', update);
    document.addEventListener('click', onClick, true);
    return () => {
      update.cancel();
      observer.disconnect();
      window.removeEventListener('single-spa:routing-event', update);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  if (!active) return null;
  return (
    <p role="alert" className="ea-preview-alert">
      <FormattedMessage
        id="shell.preview.linksDisabled"
        defaultMessage="Vorschau: Die meisten Links sind deaktiviert."
      />
    </p>
  );
}
