import { renderToStaticMarkup } from 'react-dom/server';
import { Card } from './Card';

describe('Card', () => {
  it('puts media, a linked title, meta, text and actions in their slots', () => {
    const html = renderToStaticMarkup(
      <Card
        media={<img src="/a.jpg" alt="" loading="lazy" />}
        title="Villa Adler"
        href="/villa"
        meta="Zürich · bis 120 Personen"
        actions={<button type="button">Merken</button>}
      >
        <p>Am See.</p>
      </Card>,
    );
    expect(html).toBe(
      '<article class="ea-content-card ea-content-card--link"><div class="ea-content-card__media"><img src="/a.jpg" alt="" loading="lazy"/></div>' +
        '<div class="ea-content-card__body"><h3 class="ea-content-card__title"><a class="ea-content-card__link" href="/villa">Villa Adler</a></h3>' +
        '<p class="ea-content-card__meta">Zürich · bis 120 Personen</p><div class="ea-content-card__text"><p>Am See.</p></div>' +
        '<div class="ea-content-card__actions"><button type="button">Merken</button></div></div></article>',
    );
  });

  it('without href the title is plain text, and empty slots are left out', () => {
    expect(renderToStaticMarkup(<Card title="Ohne Link" headingLevel={2} />)).toBe(
      '<article class="ea-content-card"><div class="ea-content-card__body"><h2 class="ea-content-card__title">Ohne Link</h2></div></article>',
    );
  });
});
