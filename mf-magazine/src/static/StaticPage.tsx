import { Breadcrumbs } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
import { breadcrumbLabel, editorialTrail } from '../editorialTrail';
import { staticPagePath } from './staticPageContent';
import type { StaticPageContent, StaticSection } from './staticPageTypes';
import './StaticPage.css';

function Section({ section, headingId }: { section: StaticSection; headingId: string }) {
  return (
    <section id={section.id} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && (
        <table>
          <caption>{section.table.caption}</caption>
          <thead>
            <tr>
              {section.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.table.rows.map((row) => (
              <tr key={row[0]}>
                <th scope="row">{row[0]}</th>
                {row.slice(1).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {section.links && (
        <ul className="ea-static__links">
          {section.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A static page: breadcrumbs, heading, lead, a table of contents for its anchors, sections. */
export function StaticPage({ data: page }: { data: StaticPageContent }) {
  const intl = useIntl();
  const anchored = page.sections.filter((section) => section.id);
  return (
    <article className="ea-section ea-static">
      <Breadcrumbs
        trail={editorialTrail(intl, 'home', {
          name: page.heading,
          path: staticPagePath(page.slug),
        })}
        label={breadcrumbLabel(intl)}
      />
      <h1>{page.heading}</h1>
      <p className="ea-static__lead">{page.lead}</p>
      {anchored.length > 1 && (
        <nav
          aria-label={intl.formatMessage({
            id: 'magazine.static.contents',
            defaultMessage: 'Inhalt',
          })}
        >
          <ul className="ea-static__toc">
            {anchored.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.sections.map((section, index) => (
        <Section key={section.heading} section={section} headingId={`ea-static-${index}`} />
      ))}
    </article>
  );
}
