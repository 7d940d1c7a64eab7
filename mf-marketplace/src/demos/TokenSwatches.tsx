import { FormattedMessage } from 'react-intl';

/** The colour tokens of shell/src/styles/tokens.css, in the order they are declared. */
const COLOURS = [
  'text',
  'text-muted',
  'text-inverse',
  'surface',
  'surface-muted',
  'surface-subtle',
  'surface-hover',
  'placeholder',
  'brand',
  'brand-dark',
  'brand-tint',
  'link',
  'link-tint',
  'border',
  'border-strong',
  'border-input',
  'focus',
  'error',
  'error-tint',
  'success',
  'success-tint',
  'warning-surface',
  'warning-text',
  'rating',
  'backdrop',
].map((name) => `--ea-color-${name}`);

const FONT_SIZES = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'].map(
  (size) => `--ea-font-size-${size}`,
);
const FONT_WEIGHTS = ['regular', 'medium', 'semibold', 'bold'].map(
  (weight) => `--ea-font-weight-${weight}`,
);
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8].map((step) => `--ea-space-${step}`);
const RADII = ['sm', 'md', 'lg', 'pill'].map((radius) => `--ea-radius-${radius}`);
const SHADOWS = ['card', 'raised', 'overlay'].map((shadow) => `--ea-shadow-${shadow}`);
const MOTION = [
  '--ea-duration-fast',
  '--ea-duration-medium',
  '--ea-duration-slow',
  '--ea-easing-standard',
  '--ea-easing-exit',
];

const sample = (
  <FormattedMessage id="marketplace.demos.typeSample" defaultMessage="Dein Moment. Dein Event." />
);

/** The design tokens as the page sees them: colour swatches, type scale, spacing, radii, shadows. */
export function TokenSwatches() {
  return (
    <>
      <section className="ea-demos__section" aria-labelledby="demos-colours">
        <h2 id="demos-colours">
          <FormattedMessage id="marketplace.demos.colours" defaultMessage="Farben" />
        </h2>
        <ul className="ea-demos__swatches">
          {COLOURS.map((token) => (
            <li key={token} className="ea-demos__swatch">
              <span className="ea-demos__swatch-colour" style={{ background: `var(${token})` }} />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-type">
        <h2 id="demos-type">
          <FormattedMessage id="marketplace.demos.type" defaultMessage="Schrift" />
        </h2>
        <p>
          <FormattedMessage
            id="marketplace.demos.typeIntro"
            defaultMessage="Inter, von der eigenen Domain geladen, mit einer gleich breiten Ersatzschrift bis sie da ist."
          />
        </p>
        <ul className="ea-demos__type">
          {FONT_SIZES.map((token) => (
            <li key={token}>
              <code>{token}</code>
              <span
                style={{
                  fontSize: `var(${token})`,
                  lineHeight: 'var(--ea-line-height-tight)',
                }}
              >
                {sample}
              </span>
            </li>
          ))}
          {FONT_WEIGHTS.map((token) => (
            <li key={token}>
              <code>{token}</code>
              <span style={{ fontWeight: `var(${token})` }}>{sample}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-space">
        <h2 id="demos-space">
          <FormattedMessage
            id="marketplace.demos.spacing"
            defaultMessage="Abstände, Radien, Schatten und Bewegung"
          />
        </h2>
        <ul className="ea-demos__spaces">
          {SPACES.map((token) => (
            <li key={token}>
              <code>{token}</code>
              <span className="ea-demos__space" style={{ width: `var(${token})` }} />
            </li>
          ))}
        </ul>
        <ul className="ea-demos__boxes">
          {RADII.map((token) => (
            <li key={token} className="ea-demos__box" style={{ borderRadius: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
          {SHADOWS.map((token) => (
            <li key={token} className="ea-demos__box" style={{ boxShadow: `var(${token})` }}>
              <code>{token}</code>
            </li>
          ))}
        </ul>
        <ul className="ea-demos__motion">
          {MOTION.map((token) => (
            <li key={token}>
              <code>{token}</code>
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage
            id="marketplace.demos.motionNote"
            defaultMessage="Wer im System weniger Bewegung wünscht, bekommt die Dauern 0: nichts gleitet, nichts schimmert."
          />
        </p>
      </section>
    </>
  );
}
