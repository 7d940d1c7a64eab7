import { useIntl } from 'react-intl';
import './carousel.css';

/** Previous/next buttons of a carousel; disabled at the first and last position. */
export function CarouselControls(props: {
  canPrev: boolean;
  canNext: boolean;
  onPrev(): void;
  onNext(): void;
  /** What the carousel shows, e.g. 'Eventpartner', for the buttons' labels. */
  subject: string;
}) {
  const intl = useIntl();
  return (
    <div className="ea-carousel__controls">
      <button
        type="button"
        className="ea-carousel__button"
        disabled={!props.canPrev}
        onClick={props.onPrev}
        aria-label={intl.formatMessage(
          { id: 'marketplace.carousel.previous', defaultMessage: 'Vorherige {subject}' },
          { subject: props.subject },
        )}
      >
        <span className="ea-icon ea-icon--chevron-left" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="ea-carousel__button"
        disabled={!props.canNext}
        onClick={props.onNext}
        aria-label={intl.formatMessage(
          { id: 'marketplace.carousel.next', defaultMessage: 'Nächste {subject}' },
          { subject: props.subject },
        )}
      >
        <span className="ea-icon ea-icon--chevron-right" aria-hidden="true" />
      </button>
    </div>
  );
}
