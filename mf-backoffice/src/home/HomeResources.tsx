import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  Edit,
  FormDataConsumer,
  List,
  NumberField,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useGetList,
} from 'react-admin';
import { useIntl } from 'react-intl';
import { formScreens } from '../admin/formScreens';
import { ListActions } from '../admin/ListActions';
import { adminMessages } from '../admin/adminMessages';
import { searchFilter } from '../admin/listFilters';
import { MediaCollectionInput } from '../admin/MediaCollectionInput';
import { RecordHistory } from '../admin/RecordHistory';
import { EntryPicker } from './EntryPicker';
import { homeMessages as m } from './homeMessages';

/*
 * The home page's content: offer types, headers per offer type, the boxes' slides, popular
 * searches and package deals. The API checks every save again with the spec's texts (an entry
 * that is not public, a path that is no page of the site) and the public home shows it at once.
 */

/** The entries the slides of a box link (regions link none). */
const ENTRY_KINDS: Record<string, 'location' | 'provider' | undefined> = {
  event_partners: 'provider',
  inspiring_locations: 'location',
};

function UpdatedAt() {
  const intl = useIntl();
  return (
    <DateField source="updated_at" label={intl.formatMessage(adminMessages.updatedAt)} showTime />
  );
}

function OrderInput() {
  const intl = useIntl();
  return <NumberInput source="order" label={intl.formatMessage(m.order)} min={0} step={1} />;
}

function OrderField() {
  const intl = useIntl();
  return <NumberField source="order" label={intl.formatMessage(m.order)} />;
}

function useCountryChoices() {
  const intl = useIntl();
  return [
    { id: 1, name: intl.formatMessage(m.countrySwitzerland) },
    { id: 2, name: intl.formatMessage(m.countryGermany) },
    { id: 3, name: intl.formatMessage(m.countryAustria) },
  ];
}

function useBoxChoices() {
  const intl = useIntl();
  return [
    { id: 'event_partners', name: intl.formatMessage(m.boxEventPartners) },
    { id: 'inspiring_locations', name: intl.formatMessage(m.boxInspiringLocations) },
    { id: 'regions', name: intl.formatMessage(m.boxRegions) },
  ];
}

function useAudienceChoices() {
  const intl = useIntl();
  return [
    { id: 'private', name: intl.formatMessage(m.audiencePrivate) },
    { id: 'company', name: intl.formatMessage(m.audienceCompany) },
    { id: 'public', name: intl.formatMessage(m.audiencePublic) },
  ];
}

/** The offer types as choices by their value (headers name their offer type by it). */
function useOfferTypeChoices() {
  const { data = [] } = useGetList('home-offer-types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  return data.map((type) => ({ id: type.value as string, name: type.label as string }));
}

function CountryFilter() {
  const intl = useIntl();
  return (
    <SelectInput
      source="country"
      label={intl.formatMessage(m.country)}
      choices={useCountryChoices()}
    />
  );
}

/** The offer types of the jumbotron in their order; their values are fixed. */
export function OfferTypeList() {
  const intl = useIntl();
  return (
    <List
      filters={[searchFilter(intl)]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="value" label={intl.formatMessage(m.value)} />
        <TextField source="label" label={intl.formatMessage(m.label)} />
        <TextField source="label_home" label={intl.formatMessage(m.labelHome)} />
        <TextField source="route" label={intl.formatMessage(m.route)} sortable={false} />
        <BooleanField source="display" label={intl.formatMessage(m.display)} sortable={false} />
        <OrderField />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

export function OfferTypeEdit() {
  const intl = useIntl();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="value" label={intl.formatMessage(m.value)} disabled />
        <TextInput source="label" label={intl.formatMessage(m.label)} fullWidth />
        <TextInput source="label_home" label={intl.formatMessage(m.labelHome)} fullWidth />
        <TextInput source="description" label={intl.formatMessage(m.description)} fullWidth />
        <TextInput
          source="route"
          label={intl.formatMessage(m.route)}
          helperText={intl.formatMessage(m.pathHint)}
          fullWidth
        />
        <BooleanInput source="display" label={intl.formatMessage(m.display)} />
        <OrderInput />
        <RecordHistory />
      </SimpleForm>
    </Edit>
  );
}

/** Headers of the jumbotron by offer type and order. */
export function HeaderList() {
  const intl = useIntl();
  const types = useOfferTypeChoices();
  return (
    <List
      filters={[
        searchFilter(intl),
        <SelectInput
          key="category"
          source="category"
          label={intl.formatMessage(m.category)}
          choices={types}
        />,
      ]}
      sort={{ field: 'category', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <SelectField source="category" label={intl.formatMessage(m.category)} choices={types} />
        <OrderField />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

function HeaderForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput source="name" label={intl.formatMessage(m.name)} fullWidth />
      <SelectInput
        source="category"
        label={intl.formatMessage(m.category)}
        choices={useOfferTypeChoices()}
      />
      <OrderInput />
      <MediaCollectionInput
        collection="image"
        label={intl.formatMessage(m.image)}
        accept="image/gif,image/png,image/jpeg,image/webp"
      />
      <MediaCollectionInput
        collection="mobile_image"
        label={intl.formatMessage(m.mobileImage)}
        accept="image/gif,image/png,image/jpeg,image/webp"
      />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: HeaderCreate, Edit: HeaderEdit } = formScreens(HeaderForm, { order: 0 });

/** The slides of the boxes by box, country and order. */
export function BoxItemList() {
  const intl = useIntl();
  return (
    <List
      filters={[
        searchFilter(intl),
        <SelectInput
          key="box"
          source="box"
          label={intl.formatMessage(m.box)}
          choices={useBoxChoices()}
        />,
        <CountryFilter key="country" />,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <SelectField source="box" label={intl.formatMessage(m.box)} choices={useBoxChoices()} />
        <SelectField
          source="country"
          label={intl.formatMessage(m.country)}
          choices={useCountryChoices()}
        />
        <SelectField
          source="entry_type"
          label={intl.formatMessage(m.entryType)}
          sortable={false}
          choices={[
            { id: 'location', name: intl.formatMessage(m.entryLocation) },
            { id: 'provider', name: intl.formatMessage(m.entryProvider) },
          ]}
        />
        <NumberField source="entry_id" label={intl.formatMessage(m.entryId)} sortable={false} />
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <OrderField />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

/**
 * A slide: partners and locations link an entry (found by name, or by its id), a region has its
 * name and path.
 */
function BoxItemForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <SelectInput source="box" label={intl.formatMessage(m.box)} choices={useBoxChoices()} />
      <SelectInput
        source="country"
        label={intl.formatMessage(m.country)}
        choices={useCountryChoices()}
      />
      <FormDataConsumer<{ box?: string }>>
        {({ formData }) => {
          const kind = ENTRY_KINDS[formData.box ?? ''];
          return (
            kind && (
              <>
                <EntryPicker kind={kind} />
                <NumberInput
                  source="entry_id"
                  label={intl.formatMessage(m.entryId)}
                  helperText={intl.formatMessage(m.entryIdHint)}
                  min={1}
                  step={1}
                />
              </>
            )
          );
        }}
      </FormDataConsumer>
      <TextInput source="name" label={intl.formatMessage(m.name)} fullWidth />
      <TextInput source="short" label={intl.formatMessage(m.short)} multiline fullWidth />
      <TextInput source="text_underline" label={intl.formatMessage(m.textUnderline)} fullWidth />
      <TextInput
        source="link_path"
        label={intl.formatMessage(m.linkPath)}
        helperText={intl.formatMessage(m.pathHint)}
        fullWidth
      />
      <TextInput source="external_link" label={intl.formatMessage(m.externalLink)} fullWidth />
      <OrderInput />
      <MediaCollectionInput
        collection="image"
        label={intl.formatMessage(m.image)}
        accept="image/gif,image/png,image/jpeg,image/webp"
      />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: BoxItemCreate, Edit: BoxItemEdit } = formScreens(BoxItemForm, {
  order: 0,
  country: 1,
});

/** The popular searches of each country in their order. */
export function PopularSearchList() {
  const intl = useIntl();
  return (
    <List
      filters={[searchFilter(intl), <CountryFilter key="country" />]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <SelectField
          source="country"
          label={intl.formatMessage(m.country)}
          choices={useCountryChoices()}
        />
        <TextField source="label" label={intl.formatMessage(m.label)} />
        <TextField source="path" label={intl.formatMessage(m.path)} sortable={false} />
        <OrderField />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

function PopularSearchForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <SelectInput
        source="country"
        label={intl.formatMessage(m.country)}
        choices={useCountryChoices()}
      />
      <TextInput source="label" label={intl.formatMessage(m.label)} fullWidth />
      <TextInput
        source="path"
        label={intl.formatMessage(m.path)}
        helperText={intl.formatMessage(m.pathHint)}
        fullWidth
      />
      <OrderInput />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: PopularSearchCreate, Edit: PopularSearchEdit } = formScreens(
  PopularSearchForm,
  { order: 0, country: 1 },
);

/** The package deals of the slider by audience tab and order. */
export function PackageDealList() {
  const intl = useIntl();
  return (
    <List
      filters={[
        searchFilter(intl),
        <SelectInput
          key="audience"
          source="audience"
          label={intl.formatMessage(m.audience)}
          choices={useAudienceChoices()}
        />,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label={intl.formatMessage(m.name)} />
        <SelectField
          source="audience"
          label={intl.formatMessage(m.audience)}
          choices={useAudienceChoices()}
        />
        <TextField source="path" label={intl.formatMessage(m.path)} sortable={false} />
        <OrderField />
        <UpdatedAt />
      </Datagrid>
    </List>
  );
}

function PackageDealForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <TextInput source="name" label={intl.formatMessage(m.name)} fullWidth />
      <TextInput source="text_underline" label={intl.formatMessage(m.textUnderline)} fullWidth />
      <SelectInput
        source="audience"
        label={intl.formatMessage(m.audience)}
        choices={useAudienceChoices()}
      />
      <TextInput
        source="path"
        label={intl.formatMessage(m.path)}
        helperText={intl.formatMessage(m.pathHint)}
        fullWidth
      />
      <OrderInput />
      <MediaCollectionInput
        collection="image"
        label={intl.formatMessage(m.image)}
        accept="image/gif,image/png,image/jpeg,image/webp"
      />
      <RecordHistory />
    </SimpleForm>
  );
}

export const { Create: PackageDealCreate, Edit: PackageDealEdit } = formScreens(PackageDealForm, {
  order: 0,
});
