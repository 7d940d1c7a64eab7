import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  RichTextField,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { ListActions } from '../admin/ListActions';
import { adminMessages } from '../admin/adminMessages';
import { searchFilter } from '../admin/listFilters';
import { RecordHistory } from '../admin/RecordHistory';
import { editorialMessages as m } from './editorialMessages';

/** The page forms bring the rich-text editor: a chunk of their own, loaded when one opens. */
export const PageCreate = lazy(() =>
  import('./PageForm').then((module) => ({ default: module.PageCreate })),
);
export const PageEdit = lazy(() =>
  import('./PageForm').then((module) => ({ default: module.PageEdit })),
);

function UpdatedAt() {
  const intl = useIntl();
  return (
    <DateField source="updated_at" label={intl.formatMessage(adminMessages.updatedAt)} showTime />
  );
}

/** The fields every tag, category and help type has: name, slug, order. */
function NamedFields({ withSlug = true }: { withSlug?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <TextInput source="name" label={intl.formatMessage(m.name)} fullWidth />
      {withSlug && <TextInput source="slug" label={intl.formatMessage(m.slug)} />}
      <NumberInput source="order" label={intl.formatMessage(m.order)} min={0} step={1} />
    </>
  );
}

/** Magazine tags in their order, with search. */
export function TagList() {
  const intl = useIntl();
  return (
    <List
      filters={[searchFilter(intl)]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <NumberField source="order" label={intl.formatMessage(m.order)} />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

export function TagCreate() {
  return (
    <Create redirect="list" record={{ order: 0 }}>
      <SimpleForm>
        <NamedFields />
      </SimpleForm>
    </Create>
  );
}

export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <NamedFields />
        <RecordHistory />
      </SimpleForm>
    </Edit>
  );
}

function useKindChoices() {
  const intl = useIntl();
  return [
    { id: 'editorial', name: intl.formatMessage(m.kindEditorial) },
    { id: 'help', name: intl.formatMessage(m.kindHelp) },
  ];
}

/** Editorial categories (guides, the help centre); their ids and kinds are fixed. */
export function CategoryList() {
  const intl = useIntl();
  const kinds = useKindChoices();
  return (
    <List
      filters={[
        searchFilter(intl),
        <SelectInput key="kind" source="kind" label={intl.formatMessage(m.kind)} choices={kinds} />,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <SelectField source="kind" label={intl.formatMessage(m.kind)} choices={kinds} />
        <NumberField source="order" label={intl.formatMessage(m.order)} />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

export function CategoryShow() {
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
        <TextField source="id" />
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <SelectField source="kind" label={intl.formatMessage(m.kind)} choices={useKindChoices()} />
        <TextField source="intro" label={intl.formatMessage(m.intro)} />
        <NumberField source="order" label={intl.formatMessage(m.order)} />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

export function CategoryEdit() {
  const intl = useIntl();
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <NamedFields />
        <TextInput source="intro" label={intl.formatMessage(m.intro)} multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}

/** Types of help articles (audience or topic), in their order. */
export function HelpTypeList() {
  const intl = useIntl();
  return (
    <List
      filters={[searchFilter(intl)]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <TextField
          source="description"
          label={intl.formatMessage(m.description)}
          sortable={false}
        />
        <NumberField source="order" label={intl.formatMessage(m.order)} />
      </Datagrid>
    </List>
  );
}

export function HelpTypeEdit() {
  const intl = useIntl();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <NamedFields />
        <TextInput
          source="description"
          label={intl.formatMessage(m.description)}
          multiline
          fullWidth
        />
        <RecordHistory />
      </SimpleForm>
    </Edit>
  );
}

function usePageFilters() {
  const intl = useIntl();
  return [
    searchFilter(intl),
    <ReferenceInput key="category_id" source="category_id" reference="editorial-categories">
      <SelectInput label={intl.formatMessage(m.category)} optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="help_type_id" source="help_type_id" reference="help-types">
      <SelectInput label={intl.formatMessage(m.helpType)} optionText="name" />
    </ReferenceInput>,
    <BooleanInput key="published" source="published" label={intl.formatMessage(m.published)} />,
  ];
}

/** Pages of the editorial categories: help articles with their type, guide pages. */
export function PageList() {
  const intl = useIntl();
  return (
    <List
      filters={usePageFilters()}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.title)} />
        <ReferenceField
          source="category_id"
          reference="editorial-categories"
          label={intl.formatMessage(m.category)}
          sortable={false}
          link={false}
        />
        <ReferenceField
          source="help_type_id"
          reference="help-types"
          label={intl.formatMessage(m.helpType)}
          sortable={false}
          link={false}
        />
        <BooleanField source="published" label={intl.formatMessage(m.published)} sortable={false} />
        <NumberField source="order" label={intl.formatMessage(m.order)} />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

export function PageShow() {
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
        <TextField source="slug" label={intl.formatMessage(m.slug)} />
        <ReferenceField
          source="category_id"
          reference="editorial-categories"
          label={intl.formatMessage(m.category)}
        />
        <ReferenceField
          source="help_type_id"
          reference="help-types"
          label={intl.formatMessage(m.helpType)}
        />
        {/* The body as stored: sanitised by the API with the magazine's allowlist. */}
        <RichTextField source="body" label={intl.formatMessage(m.body)} />
        <BooleanField source="published" label={intl.formatMessage(m.published)} />
        <NumberField source="order" label={intl.formatMessage(m.order)} />
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}
