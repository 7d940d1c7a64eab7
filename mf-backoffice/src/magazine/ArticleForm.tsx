import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { MediaCollectionInput } from '../admin/MediaCollectionInput';
import { RichTextEditor } from '../admin/RichTextEditor';
import { articleMessages as m } from './articleMessages';
import { isoDateTime } from '../admin/listFilters';
import { ArticleFormSettings } from './ArticleFormSettings';

/**
 * The article's fields; the API validates with the spec's rules and answers its texts per field.
 * Its photos and documents are uploaded and deleted at once (once the article is saved).
 */
function ArticleForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput source="name" label={intl.formatMessage(m.title)} fullWidth />
      <TextInput source="subtitle" label={intl.formatMessage(m.subtitle)} fullWidth />
      <TextInput source="slug" label={intl.formatMessage(m.slug)} />
      <TextInput source="teaser" label={intl.formatMessage(m.teaser)} multiline fullWidth />
      <RichTextEditor source="body" label={intl.formatMessage(m.body)} />
      <BooleanInput source="published" label={intl.formatMessage(m.published)} />
      <DateTimeInput
        source="publish_at"
        label={intl.formatMessage(m.publishAt)}
        parse={isoDateTime}
      />
      <TextInput source="sponsor_text" label={intl.formatMessage(m.sponsorText)} fullWidth />
      <TextInput source="sponsor_url" label={intl.formatMessage(m.sponsorUrl)} fullWidth />
      <ReferenceArrayInput
        source="tag_ids"
        reference="magazine-tags"
        sort={{ field: 'order', order: 'ASC' }}
      >
        <AutocompleteArrayInput label={intl.formatMessage(m.tags)} optionText="name" fullWidth />
      </ReferenceArrayInput>
      <ArticleFormSettings />
      <MediaCollectionInput
        collection="photos"
        label={intl.formatMessage(m.photos)}
        accept="image/gif,image/png,image/jpeg,image/webp"
      />
      <MediaCollectionInput
        collection="documents"
        label={intl.formatMessage(m.documents)}
        accept="application/pdf"
      />
    </SimpleForm>
  );
}

export function ArticleCreate() {
  return (
    <Create redirect="show">
      <ArticleForm />
    </Create>
  );
}

export function ArticleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ArticleForm />
    </Edit>
  );
}
