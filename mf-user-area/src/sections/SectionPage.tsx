import {
  entryMediaUploadUrl,
  type OwnerEntry,
  type SectionField,
  type SectionState,
} from '@eventalp/plugin-catalog/domain';
import type { TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { EntryNav } from '../shared/EntryNav';
import { sectionLabels } from '../shared/fieldLabels';
import { LoadFailedText } from '../shared/LoadFailed';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { ReleaseButton } from '../entries/ReleaseButton';
import { SectionForm } from './SectionForm';

export interface SectionPageData {
  /** Null (and `state` too) when the API failed to answer. */
  entry: OwnerEntry | null;
  taxonomies: Record<string, TaxonomyEntry[]>;
  state: SectionState | null;
  section: string;
  fields: readonly SectionField[];
  success: boolean;
}

export function SectionPage({ data }: { data: SectionPageData }) {
  const intl = useIntl();
  const { entry, section, state } = data;
  const title = intl.formatMessage(sectionLabels[section as keyof typeof sectionLabels]);
  if (!entry || !state)
    return (
      <UserAreaFrame current="entries">
        {entry && <EntryNav entry={entry} current={section} />}
        <h1>{entry ? `${title} – ${entry.name}` : title}</h1>
        <LoadFailedText />
      </UserAreaFrame>
    );
  return (
    <UserAreaFrame current="entries">
      <EntryNav entry={entry} current={section} />
      <h1>
        {intl.formatMessage(sectionLabels[section as keyof typeof sectionLabels])} – {entry.name}
      </h1>
      {data.success && (
        <div role="status" className="ea-status ea-status--success">
          <p>
            <FormattedMessage
              id="userArea.created"
              defaultMessage="Dein Eintrag wurde erstellt. Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir gesendet haben. Ergänze dann die Angaben und reiche den Eintrag zur Prüfung ein."
            />
          </p>
        </div>
      )}
      {entry.status === 'draft' && <ReleaseButton entry={entry} />}
      <SectionForm
        entry={entry}
        section={section}
        fields={data.fields}
        initial={state}
        context={{
          taxonomies: data.taxonomies,
          countryCategory: entry.country_category,
          categoryId: entry.category.id,
          mediaEndpoint: entryMediaUploadUrl(entry.type, entry.id),
        }}
      />
    </UserAreaFrame>
  );
}
