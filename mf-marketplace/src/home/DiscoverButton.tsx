import { FormattedMessage } from 'react-intl';
import { scrollToElement } from './scrollToElement';

/** 'Mehr entdecken' (spec section 2, Home 2): scrolls to the magazine in 1200 ms, 70 px above it. */
export function DiscoverButton({ targetId }: { targetId: string }) {
  return (
    <div className="ea-discover">
      <a
        className="ea-button"
        href={`#${targetId}`}
        onClick={(event) => {
          const target = document.getElementById(targetId);
          if (!target) return;
          event.preventDefault();
          scrollToElement(target, { durationMs: 1200, offset: -70 });
          target.focus({ preventScroll: true });
        }}
      >
        <FormattedMessage id="marketplace.home.discover" defaultMessage="Mehr entdecken" />
      </a>
    </div>
  );
}
