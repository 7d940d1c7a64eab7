import { ResponsiveImage } from '@eventalp/shell-ui';
import { useId, useMemo } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { CarouselControls } from './CarouselControls';
import { PACKAGE_DEALS_CLASS } from './packageDealsClass';
import { PACKAGE_AUDIENCES, type PackageAudience, type PackageDeals } from './packageDealsData';
import { activeCategory, categoryStart } from './sliderRules';
import { useCarousel } from './useCarousel';

/** Slower than the other carousels, for the spec's 700 ms (embla's duration has no unit). */
const PACKAGE_SLIDER_DURATION = 45;

const AUDIENCE_MESSAGES = defineMessages({
  private: { id: 'marketplace.packageDeals.private', defaultMessage: 'Privat' },
  company: { id: 'marketplace.packageDeals.company', defaultMessage: 'Firma' },
  public: { id: 'marketplace.packageDeals.public', defaultMessage: 'Öffentlich' },
});

/**
 * 'Dein Event' (spec sections 2 and 4): package deals with tabs private, company, public. The
 * active tab follows the slide position; a tab jumps to its first slide. `startIndex` is the
 * slide matching the current page (search page).
 */
export function PackageDealsSlider(props: {
  deals: PackageDeals;
  startIndex?: number;
  mapOpen?: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const slides = useMemo(
    () =>
      PACKAGE_AUDIENCES.flatMap((audience) =>
        props.deals[audience].map((deal) => ({ ...deal, audience })),
      ),
    [props.deals],
  );
  const carousel = useCarousel({
    startIndex: props.startIndex,
    duration: PACKAGE_SLIDER_DURATION,
    mapOpen: props.mapOpen,
  });
  if (slides.length === 0) return null;
  const audiences = slides.map((slide) => slide.audience);
  const active = activeCategory(audiences, carousel.position);
  const audienceName = (audience: PackageAudience) =>
    intl.formatMessage(AUDIENCE_MESSAGES[audience]);

  return (
    <section className={`ea-section ${PACKAGE_DEALS_CLASS}`} aria-labelledby={headingId}>
      <div className="ea-section__head">
        <h2 id={headingId}>
          <FormattedMessage id="marketplace.packageDeals.title" defaultMessage="Dein Event" />{' '}
          <span className="ea-badge ea-badge--new">
            <FormattedMessage id="marketplace.packageDeals.new" defaultMessage="Neu" />
          </span>
        </h2>
        <div
          className="ea-package-deals__tabs"
          role="group"
          aria-label={intl.formatMessage({
            id: 'marketplace.packageDeals.tabs',
            defaultMessage: 'Anlass',
          })}
        >
          {PACKAGE_AUDIENCES.filter((audience) => props.deals[audience].length > 0).map(
            (audience) => (
              <button
                key={audience}
                type="button"
                className="ea-package-deals__tab"
                aria-pressed={audience === active}
                onClick={() =>
                  carousel.goTo(categoryStart(audiences, audience, carousel.lastPosition))
                }
              >
                {audienceName(audience)}
              </button>
            ),
          )}
        </div>
        <CarouselControls
          canPrev={carousel.canPrev}
          canNext={carousel.canNext}
          onPrev={carousel.prev}
          onNext={carousel.next}
          subject={intl.formatMessage({
            id: 'marketplace.packageDeals.subject',
            defaultMessage: 'Pakete',
          })}
        />
      </div>
      <div className="ea-carousel" ref={carousel.viewportRef}>
        <ul className="ea-carousel__track">
          {slides.map((deal, index) => (
            <li
              key={deal.id}
              className="ea-carousel__slide"
              aria-label={`${audienceName(deal.audience)}: ${deal.name}`}
              data-current={index === carousel.position || undefined}
            >
              <a className="ea-teaser" href={deal.path}>
                {/* The title names the link; the picture adds nothing to read (empty alt). */}
                {deal.image ? (
                  <ResponsiveImage media={deal.image} alt="" targetWidth={400} />
                ) : null}
                <h3 className="ea-teaser__title">{deal.name}</h3>
                {deal.text_underline ? (
                  <p className="ea-teaser__text">{deal.text_underline}</p>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
