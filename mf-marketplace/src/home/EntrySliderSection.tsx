import { usePlatform } from '@eventalp/shell-kit';
import { ResponsiveImage, teaserLink } from '@eventalp/shell-ui';
import { useId, type ReactNode } from 'react';
import { CarouselControls } from '../packageDeals/CarouselControls';
import { useCarousel } from '../packageDeals/useCarousel';
import type { EntrySlide } from './homeData';

/** A carousel of catalogue entries (event partners, inspiring locations) with teaser links. */
export function EntrySliderSection(props: {
  title: ReactNode;
  subject: string;
  slides: EntrySlide[];
}) {
  const { brand } = usePlatform();
  const headingId = useId();
  const carousel = useCarousel({});
  if (props.slides.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby={headingId}>
      <div className="ea-section__head">
        <h2 id={headingId}>{props.title}</h2>
        <CarouselControls
          canPrev={carousel.canPrev}
          canNext={carousel.canNext}
          onPrev={carousel.prev}
          onNext={carousel.next}
          subject={props.subject}
        />
      </div>
      <div className="ea-carousel" ref={carousel.viewportRef}>
        <ul className="ea-carousel__track">
          {props.slides.map((slide) => (
            <li key={slide.id} className="ea-carousel__slide">
              <a className="ea-teaser" {...teaserLink(slide, brand)}>
                {/* The title names the link; the picture adds nothing to read (empty alt). */}
                {slide.image ? (
                  <ResponsiveImage media={slide.image} alt="" targetWidth={400} />
                ) : null}
                <h3 className="ea-teaser__title">{slide.name}</h3>
                {slide.short ? <p className="ea-teaser__text">{slide.short}</p> : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
