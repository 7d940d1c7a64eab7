import {
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { RichTextEditor } from '../admin/RichTextEditor';
import { editorialMessages as m } from './editorialMessages';

/** A page's fields; the API validates with the spec's rules and answers its texts per field. */
function PageForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <ReferenceInput source="category_id" reference="editorial-categories">
        <SelectInput label={intl.formatMessage(m.category)} optionText="name" />
      </ReferenceInput>
      <ReferenceInput source="help_type_id" reference="help-types">
        <SelectInput
          label={intl.formatMessage(m.helpType)}
          optionText="name"
          parse={(value: string) => (value === '' ? null : value)}
        />
      </ReferenceInput>
      <TextInput source="name" label={intl.formatMessage(m.title)} fullWidth />
      <TextInput source="slug" label={intl.formatMessage(m.slug)} />
      <RichTextEditor source="body" label={intl.formatMessage(m.body)} />
      <BooleanInput source="published" label={intl.formatMessage(m.published)} />
      <NumberInput source="order" label={intl.formatMessage(m.order)} min={0} step={1} />
    </SimpleForm>
  );
}

export function PageCreate() {
  return (
    <Create redirect="show" record={{ order: 0, published: false }}>
      <PageForm />
    </Create>
  );
}

export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <PageForm />
    </Edit>
  );
}
