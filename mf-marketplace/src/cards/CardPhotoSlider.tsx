import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * The photos of a premium card, one at a time. Previous is disabled on the first photo, next on
 * the last (spec section 4, sliders); no library needed for three photos.
 */
export function CardPhotoSlider({ slides, name }: { slides: ReactNode[]; name: string }) {
  const [index, setIndex] = useState(0);
  const intl = useIntl();
  return (
    <div
      className="ea-slider"
      role="group"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(
        { id: 'marketplace.card.photos', defaultMessage: 'Fotos von {name}' },
        { name },
      )}
    >
      <div className="ea-slider__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, slideIndex) => (
          <div key={slideIndex} className="ea-slider__slide" aria-hidden={slideIndex !== index}>
            {slide}
          </div>
        ))}
      </div>
      <button
        type="button"
        className="ea-slider__button ea-slider__button--prev"
        disabled={index === 0}
        onClick={() => setIndex(index - 1)}
        aria-label={intl.formatMessage({
          id: 'marketplace.slider.previous',
          defaultMessage: 'Vorheriges Foto',
        })}
      >
        <span className="ea-icon ea-icon--chevron-left" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="ea-slider__button ea-slider__button--next"
        disabled={index === slides.length - 1}
        onClick={() => setIndex(index + 1)}
        aria-label={intl.formatMessage({
          id: 'marketplace.slider.next',
          defaultMessage: 'Nächstes Foto',
        })}
      >
        <span className="ea-icon ea-icon--chevron-right" aria-hidden="true" />
      </button>
    </div>
  );
}
