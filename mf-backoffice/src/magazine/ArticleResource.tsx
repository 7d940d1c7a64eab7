import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  EditButton,
  List,
  ReferenceArrayField,
  RichTextField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { RecordHistory } from '../admin/RecordHistory';
import { articleMessages as m } from './articleMessages';
import { searchFilter } from '../admin/listFilters';

/** The forms bring the rich-text editor: a chunk of their own, loaded when one opens. */
export const ArticleCreate = lazy(() =>
  import('./ArticleForm').then((module) => ({ default: module.ArticleCreate })),
);
export const ArticleEdit = lazy(() =>
  import('./ArticleForm').then((module) => ({ default: module.ArticleEdit })),
);

function useFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <BooleanInput key="published" source="published" label={intl.formatMessage(m.published)} />,
  ];
}

/** The magazine's articles, newest first, with search, filters and the CSV export. */
export function ArticleList() {
  const intl = useIntl();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'publish_at', order: 'DESC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.title)} />
        <DateField source="publish_at" label={intl.formatMessage(m.publishAt)} />
        <BooleanField source="published" label={intl.formatMessage(m.published)} sortable={false} />
        <DateField source="updated_at" label={intl.formatMessage(m.updatedAt)} showTime />
      </Datagrid>
    </List>
  );
}

export function ArticleShow() {
  const intl = useIntl();
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" label={intl.formatMessage(m.title)} />
        <TextField source="subtitle" label={intl.formatMessage(m.subtitle)} />
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <TextField source="teaser" label={intl.formatMessage(m.teaser)} />
        {/* The body as stored: sanitised by the API with the magazine's allowlist. */}
        <RichTextField source="body" label={intl.formatMessage(m.body)} />
        <BooleanField source="published" label={intl.formatMessage(m.published)} />
        <DateField source="publish_at" label={intl.formatMessage(m.publishAt)} showTime />
        <TextField source="sponsor_text" label={intl.formatMessage(m.sponsorText)} />
        <TextField source="sponsor_url" label={intl.formatMessage(m.sponsorUrl)} />
        <ReferenceArrayField
          source="tag_ids"
          reference="magazine-tags"
          label={intl.formatMessage(m.tags)}
        />
        <TextField source="form_settings.receiver" label={intl.formatMessage(m.receiver)} />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}
