import {
  partnerPagesClient,
  regionPagePath,
  type AwardLanguage,
  type PartnerPage,
} from '@eventalp/plugin-award/domain';
import { taxonomyClient, TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import { ERROR_MESSAGES, HttpError, usePlatform, ValidationError } from '@eventalp/shell-kit';
import { Button, FormField } from '@eventalp/shell-ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localizedName } from '../categories/awardCategories';

type Errors = Record<string, string[]>;
const germanOrder = new Intl.Collator('de');
const splitList = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The errors of a field and of its items (`postcodes.0`). */
const fieldErrors = (errors: Errors, field: string) => {
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, texts]) => texts);
  return found.length ? [...new Set(found)] : undefined;
};

/**
 * The partner's results pages: each with its public links (nominated and awarded of the award
 * year), a form to change its cantons, places, postcodes and intro (the region's name and the
 * address stay: only the organisers rename), deleting; and a form for a new page.
 */
export function PartnerPagesEditor({ language, year }: { language: AwardLanguage; year: number }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const client = partnerPagesClient(http);
  const [pages, setPages] = useState<PartnerPage[] | null>(null);
  const [cantons, setCantons] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      partnerPagesClient(http)
        .list()
        .then((answer) => setPages(answer.data)),
    [http],
  );
  useEffect(() => {
    void reload().catch(() => setPages([]));
    void taxonomyClient(http)
      .all()
      .then((taxonomies) =>
        setCantons(
          (taxonomies.taxonomies[String(TaxonomyType.swissRegion)] ?? [])
            .map((entry) => ({ id: entry.id, name: localizedName(entry, language) }))
            .sort((a, b) => germanOrder.compare(a.name, b.name)),
        ),
      )
      .catch(() => setCantons([]));
  }, [http, language, reload]);

  const failed = (error: unknown) => {
    if (error instanceof ValidationError) setErrors(error.errors);
    else
      setAlert(
        error instanceof HttpError && error.status < 500
          ? error.message
          : intl.formatMessage(ERROR_MESSAGES.generic),
      );
  };

  async function save(event: FormEvent<HTMLFormElement>, page: PartnerPage | null) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filters = {
      cantons: form.getAll('cantons').map(Number),
      places: splitList(form.get('places')),
      postcodes: splitList(form.get('postcodes')),
      intro: String(form.get('intro') ?? ''),
    };
    setErrors({});
    setAlert(null);
    try {
      if (page) await client.update(page.id, filters);
      else
        await client.create({
          name: String(form.get('name') ?? ''),
          slug: String(form.get('slug') ?? ''),
          ...filters,
        });
      setEditing(null);
      await reload();
    } catch (error) {
      failed(error);
    }
  }

  async function remove(page: PartnerPage) {
    setAlert(null);
    try {
      await client.remove(page.id);
      await reload();
    } catch (error) {
      failed(error);
    }
  }

  const form = (page: PartnerPage | null) => (
    <form className="ea-form" noValidate onSubmit={(event) => void save(event, page)}>
      {page ? (
        <p>
          <FormattedMessage
            id="award.partnerArea.pages.nameFixed"
            defaultMessage="Region: {name} (nur die Organisatoren ändern den Namen), Adresse: {slug}"
            values={{ name: page.name, slug: page.slug }}
          />
        </p>
      ) : (
        <>
          <FormField
            label={intl.formatMessage({
              id: 'award.partnerArea.pages.name',
              defaultMessage: 'Name der Region',
            })}
            name="name"
            maxLength={120}
            errors={fieldErrors(errors, 'name')}
          />
          <FormField
            label={intl.formatMessage({
              id: 'award.partnerArea.pages.slug',
              defaultMessage: 'Adresse (Kleinbuchstaben, Ziffern, Bindestriche)',
            })}
            name="slug"
            maxLength={60}
            errors={fieldErrors(errors, 'slug')}
          />
        </>
      )}
      <div className="ea-form__field">
        <label htmlFor={`cantons-${page?.id ?? 'new'}`}>
          <FormattedMessage id="award.partnerArea.pages.cantons" defaultMessage="Kantone" />
        </label>
        <select
          id={`cantons-${page?.id ?? 'new'}`}
          className="ea-input"
          name="cantons"
          multiple
          size={6}
          defaultValue={(page?.cantons ?? []).map(String)}
        >
          {cantons.map((canton) => (
            <option key={canton.id} value={canton.id}>
              {canton.name}
            </option>
          ))}
        </select>
        {fieldErrors(errors, 'cantons') && (
          <p className="ea-form__error">{fieldErrors(errors, 'cantons')!.join(' ')}</p>
        )}
      </div>
      <FormField
        label={intl.formatMessage({
          id: 'award.partnerArea.pages.places',
          defaultMessage: 'Orte (durch Komma getrennt)',
        })}
        name="places"
        defaultValue={page?.places.join(', ')}
        errors={fieldErrors(errors, 'places')}
      />
      <FormField
        label={intl.formatMessage({
          id: 'award.partnerArea.pages.postcodes',
          defaultMessage: 'Postleitzahlen (durch Komma getrennt)',
        })}
        name="postcodes"
        defaultValue={page?.postcodes.join(', ')}
        errors={fieldErrors(errors, 'postcodes')}
      />
      <FormField
        label={intl.formatMessage({
          id: 'award.partnerArea.pages.intro',
          defaultMessage: 'Einleitung',
        })}
        name="intro"
        multiline
        maxLength={2000}
        defaultValue={page?.intro ?? ''}
        errors={fieldErrors(errors, 'intro')}
      />
      <div>
        <Button type="submit" variant="primary">
          <FormattedMessage id="award.partnerArea.pages.save" defaultMessage="Seite speichern" />
        </Button>{' '}
        <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
          <FormattedMessage id="award.partnerArea.pages.cancel" defaultMessage="Abbrechen" />
        </Button>
      </div>
    </form>
  );

  return (
    <section aria-labelledby="ea-partner-pages">
      <h2 id="ea-partner-pages">
        <FormattedMessage
          id="award.partnerArea.pages.heading"
          defaultMessage="Eure Resultateseiten"
        />
      </h2>
      {alert && (
        <p role="alert" className="ea-status ea-status--error">
          {alert}
        </p>
      )}
      {pages?.length === 0 && (
        <p>
          <FormattedMessage
            id="award.partnerArea.pages.none"
            defaultMessage="Noch keine Seite: Legt eure Region mit Kantonen, Orten oder Postleitzahlen an."
          />
        </p>
      )}
      <ul className="ea-partner-pages">
        {(pages ?? []).map((page) => (
          <li key={page.id}>
            <h3>{page.name}</h3>
            <p>
              <a href={regionPagePath(language, year, 'nominated', page.slug)}>
                <FormattedMessage
                  id="award.partnerArea.pages.nominatedLink"
                  defaultMessage="Nominierte {year}"
                  values={{ year }}
                />
              </a>{' '}
              ·{' '}
              <a href={regionPagePath(language, year - 1, 'awarded', page.slug)}>
                <FormattedMessage
                  id="award.partnerArea.pages.awardedLink"
                  defaultMessage="Ausgezeichnete {year}"
                  values={{ year: year - 1 }}
                />
              </a>
            </p>
            {editing === page.id ? (
              form(page)
            ) : (
              <p>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setErrors({});
                    setEditing(page.id);
                  }}
                >
                  <FormattedMessage
                    id="award.partnerArea.pages.edit"
                    defaultMessage="{name} bearbeiten"
                    values={{ name: page.name }}
                  />
                </Button>{' '}
                <Button variant="ghost" onClick={() => void remove(page)}>
                  <FormattedMessage
                    id="award.partnerArea.pages.delete"
                    defaultMessage="{name} löschen"
                    values={{ name: page.name }}
                  />
                </Button>
              </p>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        form(null)
      ) : (
        <Button
          variant="primary"
          onClick={() => {
            setErrors({});
            setEditing('new');
          }}
        >
          <FormattedMessage
            id="award.partnerArea.pages.create"
            defaultMessage="Neue Seite anlegen"
          />
        </Button>
      )}
    </section>
  );
}
