import type { ReactNode } from 'react';
import {
  CreateButton,
  Datagrid,
  DateInput,
  Labeled,
  NumberInput,
  ReferenceManyField,
  SimpleForm,
  TextInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
import { formScreens } from '../admin/formScreens';
import { MediaCollectionInput } from '../admin/MediaCollectionInput';
import { RecordHistory } from '../admin/RecordHistory';
import { entryMessages as m } from './entryMessages';
import type { Kind } from './entryTabs';

/*
 * The notes, prices and reviews of an entry: listed on its show screen, each made and changed on
 * its own screen (the API checks every save with the spec's rules and answers German texts per
 * field) and audited; a price's PDF and a review's image upload on their edit screens.
 */

/** Back to the entry's contract tab after a save or a delete. */
const toEntry = (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  data?.entry_type
    ? `${String(data.entry_type)}s/${String(data.entry_id)}/show/contract`
    : 'locations';

const PDF = 'application/pdf';
const IMAGES = 'image/gif,image/png,image/jpeg,image/webp';

/** One of the entry's lists with its create button (the new row starts with the entry). */
function EntryRows({
  kind,
  reference,
  label,
  sort,
  children,
}: {
  kind: Kind;
  reference: string;
  label: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  children: ReactNode;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Labeled label={label} fullWidth>
      <div>
        <ReferenceManyField
          reference={reference}
          target="entry_id"
          filter={{ entry_type: kind }}
          sort={sort}
          perPage={100}
        >
          <Datagrid bulkActionButtons={false} rowClick="edit">
            {children}
          </Datagrid>
        </ReferenceManyField>
        <CreateButton
          resource={reference}
          state={{ record: { entry_type: kind, entry_id: record.id } }}
          label={label}
        />
      </div>
    </Labeled>
  );
}

/** The entry's notes, prices and reviews on its show screen. */
export function EntryDetailLists({ kind }: { kind: Kind }) {
  const intl = useIntl();
  const fields = useFieldSet({
    content: { label: m.noteContent, kind: 'longText' },
    created_at: { label: m.createdAt, kind: 'date' },
    service: { label: m.service },
    price: { label: m.price, kind: 'number' },
    unit: { label: m.unit },
    company: { label: m.reviewCompany },
    reviewed_on: { label: m.reviewedOn, kind: 'date' },
    rating: { label: m.rating, kind: 'number' },
    description: { label: m.reviewText, kind: 'longText' },
  });
  const lists = [
    ['entry-notes', m.sectionNotes, 'created_at', 'DESC', fields('content', 'created_at')],
    ['entry-prices', m.sectionPrices, 'order', 'ASC', fields('service', 'price', 'unit')],
    [
      'entry-reviews',
      m.sectionReviews,
      'order',
      'ASC',
      fields('company', 'reviewed_on', 'rating', 'description'),
    ],
  ] as const;
  return (
    <>
      {lists.map(([reference, label, field, order, columns]) => (
        <EntryRows
          key={reference}
          kind={kind}
          reference={reference}
          label={intl.formatMessage(label)}
          sort={{ field, order }}
        >
          {columns}
        </EntryRows>
      ))}
    </>
  );
}

function NoteForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput
        source="content"
        label={intl.formatMessage(m.noteContent)}
        multiline
        fullWidth
        minRows={3}
      />
      <RecordHistory />
    </SimpleForm>
  );
}

function PriceForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SimpleForm>
      <TextInput source="service" label={t(m.service)} fullWidth />
      <NumberInput source="price" label={t(m.price)} min={0} step={0.05} />
      <TextInput source="unit" label={t(m.unit)} />
      <NumberInput source="order" label={t(m.order)} min={0} step={1} />
      <MediaCollectionInput collection="pdf" label={t(m.pricePdf)} accept={PDF} />
      <RecordHistory />
    </SimpleForm>
  );
}

function ReviewForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SimpleForm>
      <TextInput source="company" label={t(m.reviewCompany)} fullWidth />
      <DateInput source="reviewed_on" label={t(m.reviewedOn)} />
      <NumberInput source="rating" label={t(m.rating)} min={1} max={5} step={1} />
      <TextInput source="description" label={t(m.reviewText)} multiline fullWidth minRows={3} />
      <NumberInput source="order" label={t(m.order)} min={0} step={1} />
      <MediaCollectionInput collection="image" label={t(m.reviewImage)} accept={IMAGES} />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: EntryNoteCreate, Edit: EntryNoteEdit } = formScreens(NoteForm, {}, toEntry);
export const { Create: EntryPriceCreate, Edit: EntryPriceEdit } = formScreens(
  PriceForm,
  { order: 0 },
  toEntry,
);
export const { Create: EntryReviewCreate, Edit: EntryReviewEdit } = formScreens(
  ReviewForm,
  { order: 0 },
  toEntry,
);
