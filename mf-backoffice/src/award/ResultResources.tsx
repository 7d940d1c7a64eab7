import {
  AutocompleteInput,
  BooleanField,
  Create,
  Datagrid,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  Pagination,
  UrlField,
  useRecordContext,
} from 'react-admin';
import { Alert, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useFieldSet } from '../admin/fieldSet';
import { formScreens } from '../admin/formScreens';
import { ListActions } from '../admin/ListActions';
import { RecordHistory } from '../admin/RecordHistory';
import { RowActionButton } from '../admin/RowActionButton';
import { CATEGORY_TYPES, useTermChoices } from '../entries/useTermChoices';
import { resultMessages as m } from './resultMessages';

function useChoices() {
  const intl = useIntl();
  return {
    statuses: (['preview', 'published', 'unpublished'] as const).map((id) => ({
      id,
      name: intl.formatMessage(m[id]),
    })),
    grades: (['outstanding', 'excellent', 'recommended'] as const).map((id) => ({
      id,
      name: intl.formatMessage(m[id]),
    })),
    incomplete: (['no_ratings', 'few_jury_scores'] as const).map((id) => ({
      id,
      name: intl.formatMessage(m[id]),
    })),
  };
}

// --- Results runs ------------------------------------------------------------------------------

/** A run's fields, as its list and its show screen render them. */
function useRunFields() {
  const { statuses } = useChoices();
  return useFieldSet({
    created_at: { label: m.createdAt, kind: 'dateTime' },
    year: { label: m.year, kind: 'year' },
    status: { label: m.status, kind: 'select', choices: statuses },
    venues: { label: m.venues, kind: 'number', unsortable: true },
    awarded: { label: m.awarded, kind: 'number', unsortable: true },
    ratings: { label: m.ratings, kind: 'number', unsortable: true },
    anomalies: { label: m.anomalies, kind: 'number', unsortable: true },
    jury_members: { label: m.juryMembers, kind: 'number', unsortable: true },
    published_at: { label: m.publishedAt, kind: 'dateTime' },
    unpublished_at: { label: m.unpublishedAt, kind: 'dateTime' },
  });
}

/** The results runs, newest first: each year's previews and the one published. */
export function ResultRunList() {
  const intl = useIntl();
  const { statuses } = useChoices();
  const fields = useRunFields();
  return (
    <List
      filters={[
        <NumberInput key="year" source="year" label={intl.formatMessage(m.year)} />,
        <SelectInput
          key="status"
          source="status"
          label={intl.formatMessage(m.status)}
          choices={statuses}
        />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields('created_at', 'year', 'status', 'venues', 'awarded', 'ratings', 'anomalies')}
      </Datagrid>
    </List>
  );
}

/** A new run: the year it computes (a preview; the API refuses a year without a full jury). */
export function ResultRunCreate() {
  const intl = useIntl();
  return (
    <Create redirect="show" record={{ year: new Date().getFullYear() }}>
      <SimpleForm>
        <Typography variant="body2" sx={{ maxWidth: 640 }}>
          {intl.formatMessage(m.compute)}
        </Typography>
        <NumberInput source="year" label={intl.formatMessage(m.year)} step={1} />
      </SimpleForm>
    </Create>
  );
}

interface AnomalyRow {
  kind: 'network_burst' | 'one_sided' | 'new_domains';
  nominee_ids: number[];
  count: number;
  detail: string | null;
  from: string;
  to: string;
}

/** The anomaly report of the run's year: what the office checks before it publishes. */
function AnomalyReport() {
  const record = useRecordContext<{ anomaly_report?: AnomalyRow[] }>();
  const intl = useIntl();
  const report = record?.anomaly_report ?? [];
  return (
    <section aria-label={intl.formatMessage(m.anomalyReport)}>
      <Typography variant="h6" component="h2">
        {intl.formatMessage(m.anomalyReport)}
      </Typography>
      {report.length === 0 ? (
        <Alert severity="success">{intl.formatMessage(m.noAnomalies)}</Alert>
      ) : (
        <MuiList dense>
          {report.map((anomaly, index) => (
            <ListItem key={index}>
              <ListItemText
                primary={
                  anomaly.kind === 'network_burst'
                    ? intl.formatMessage(
                        {
                          id: 'backoffice.results.networkBurst',
                          defaultMessage:
                            '{count} Bewertungen aus einem Netz innert einer Stunde ({detail})',
                        },
                        { count: anomaly.count, detail: anomaly.detail ?? '' },
                      )
                    : anomaly.kind === 'one_sided'
                      ? intl.formatMessage(
                          {
                            id: 'backoffice.results.oneSided',
                            defaultMessage: '{count} einseitige Bewertungen innert eines Tages',
                          },
                          { count: anomaly.count },
                        )
                      : intl.formatMessage(
                          {
                            id: 'backoffice.results.newDomains',
                            defaultMessage: 'Bewertungen von {count} neuen E-Mail-Domains',
                          },
                          { count: anomaly.count },
                        )
                }
                secondary={`${intl.formatDate(anomaly.from, { dateStyle: 'medium', timeStyle: 'short' })} – ${intl.formatDate(anomaly.to, { dateStyle: 'medium', timeStyle: 'short' })} · ${intl.formatMessage(m.anomalyVenues)}: ${anomaly.nominee_ids.join(', ')}`}
              />
            </ListItem>
          ))}
        </MuiList>
      )}
    </section>
  );
}

/** A run with its figures, publish or unpublish, the anomaly report and every venue's rows. */
export function ResultRunShow() {
  const intl = useIntl();
  const { grades, incomplete } = useChoices();
  const fields = useRunFields();
  const categories = useTermChoices(CATEGORY_TYPES.location);
  return (
    <Show
      actions={
        <TopToolbar>
          <RowActionButton
            action="publish"
            label={intl.formatMessage(m.publish)}
            confirmTitle={intl.formatMessage(m.publishTitle)}
            confirmText={intl.formatMessage(m.publishText)}
            done={intl.formatMessage(m.publishDone)}
            shown={(record) => record.status !== 'published'}
          />
          <RowActionButton
            action="unpublish"
            label={intl.formatMessage(m.unpublish)}
            confirmTitle={intl.formatMessage(m.unpublishTitle)}
            confirmText={intl.formatMessage(m.unpublishText)}
            done={intl.formatMessage(m.unpublishDone)}
            shown={(record) => record.status === 'published'}
          />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {fields(
          'year',
          'status',
          'venues',
          'awarded',
          'ratings',
          'jury_members',
          'created_at',
          'published_at',
          'unpublished_at',
        )}
        <AnomalyReport />
        <ReferenceManyField
          reference="award-result-entries"
          target="run_id"
          label={intl.formatMessage(m.entries)}
          sort={{ field: 'score', order: 'DESC' }}
          perPage={50}
          pagination={<Pagination />}
        >
          <Datagrid bulkActionButtons={false}>
            <TextField source="name" label={intl.formatMessage(m.name)} />
            <SelectField
              source="category_id"
              label={intl.formatMessage(m.category)}
              choices={categories}
            />
            <NumberField source="score" label={intl.formatMessage(m.score)} />
            <SelectField source="grade" label={intl.formatMessage(m.grade)} choices={grades} />
            <NumberField source="placement" label={intl.formatMessage(m.placement)} />
            <NumberField source="public_mean" label={intl.formatMessage(m.publicMean)} />
            <NumberField source="public_count" label={intl.formatMessage(m.publicCount)} />
            <NumberField
              source="jury_mean"
              label={intl.formatMessage(m.juryMean)}
              sortable={false}
            />
            <NumberField
              source="jury_count"
              label={intl.formatMessage(m.juryCount)}
              sortable={false}
            />
            <NumberField
              source="technical"
              label={intl.formatMessage(m.technical)}
              sortable={false}
            />
            <SelectField
              source="incomplete"
              label={intl.formatMessage(m.incomplete)}
              choices={incomplete}
              sortable={false}
            />
            <BooleanField
              source="awarded_category"
              label={intl.formatMessage(m.awardedCategory)}
              sortable={false}
            />
            <BooleanField
              source="audience_award"
              label={intl.formatMessage(m.audienceAward)}
              sortable={false}
            />
          </Datagrid>
        </ReferenceManyField>
        <RecordHistory />
      </SimpleShowLayout>
    </Show>
  );
}

// --- The jury ----------------------------------------------------------------------------------

/** The jury members of every year (5 to 8 a year). */
export function JuryMemberList() {
  const intl = useIntl();
  return (
    <List
      filters={[<NumberInput key="year" source="year" label={intl.formatMessage(m.year)} />]}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField
          source="year"
          label={intl.formatMessage(m.year)}
          options={{ useGrouping: false }}
        />
        <TextField source="name" label={intl.formatMessage(m.memberName)} />
        <TextField
          source="function"
          label={intl.formatMessage(m.memberFunction)}
          sortable={false}
        />
      </Datagrid>
    </List>
  );
}

function JuryMemberForm() {
  const intl = useIntl();
  return (
    <SimpleForm>
      <NumberInput source="year" label={intl.formatMessage(m.year)} step={1} />
      <TextInput source="name" label={intl.formatMessage(m.memberName)} fullWidth />
      <TextInput source="function" label={intl.formatMessage(m.memberFunction)} fullWidth />
    </SimpleForm>
  );
}

export const { Create: JuryMemberCreate, Edit: JuryMemberEdit } = formScreens(JuryMemberForm, {
  year: new Date().getFullYear(),
});

/** The jury members' scores, by member, venue and category. */
export function JuryScoreList() {
  const intl = useIntl();
  const categories = useTermChoices(CATEGORY_TYPES.location);
  return (
    <List
      filters={[
        <ReferenceInput key="member_id" source="member_id" reference="award-jury-members">
          <AutocompleteInput label={intl.formatMessage(m.member)} optionText="name" />
        </ReferenceInput>,
        <NumberInput key="nominee_id" source="nominee_id" label={intl.formatMessage(m.nominee)} />,
        <SelectInput
          key="category_id"
          source="category_id"
          label={intl.formatMessage(m.category)}
          choices={categories}
        />,
      ]}
      sort={{ field: 'nominee_id', order: 'ASC' }}
      actions={<ListActions create />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ReferenceField
          source="member_id"
          reference="award-jury-members"
          label={intl.formatMessage(m.member)}
          link={false}
        >
          <TextField source="name" />
        </ReferenceField>
        <NumberField source="nominee_id" label={intl.formatMessage(m.nominee)} />
        <SelectField
          source="category_id"
          label={intl.formatMessage(m.category)}
          choices={categories}
        />
        <NumberField source="score" label={intl.formatMessage(m.score)} />
      </Datagrid>
    </List>
  );
}

function JuryScoreForm() {
  const intl = useIntl();
  const categories = useTermChoices(CATEGORY_TYPES.location);
  const record = useRecordContext();
  const existing = Boolean(record?.id);
  return (
    <SimpleForm>
      <ReferenceInput source="member_id" reference="award-jury-members">
        <AutocompleteInput
          label={intl.formatMessage(m.member)}
          optionText="name"
          disabled={existing}
        />
      </ReferenceInput>
      <NumberInput
        source="nominee_id"
        label={intl.formatMessage(m.nominee)}
        step={1}
        disabled={existing}
      />
      <SelectInput
        source="category_id"
        label={intl.formatMessage(m.category)}
        choices={categories}
        disabled={existing}
      />
      <NumberInput
        source="score"
        label={intl.formatMessage(m.score)}
        step={0.1}
        min={1}
        max={10}
        helperText={intl.formatMessage(m.juryHelp)}
      />
    </SimpleForm>
  );
}

export const { Create: JuryScoreCreate, Edit: JuryScoreEdit } = formScreens(JuryScoreForm, {});

// --- Kits --------------------------------------------------------------------------------------

function useKitChoices() {
  const intl = useIntl();
  return {
    types: (['votingkit', 'winnerkit'] as const).map((id) => ({
      id,
      name: intl.formatMessage(m[id]),
    })),
    states: (['queued', 'building', 'done', 'failed'] as const).map((id) => ({
      id,
      name: intl.formatMessage(m[id]),
    })),
  };
}

/** A kit build's fields, as its list and its show screen render them. */
function useKitFields() {
  const { types, states } = useKitChoices();
  return useFieldSet({
    created_at: { label: m.createdAt, kind: 'dateTime' },
    year: { label: m.year, kind: 'year' },
    nominee_id: { label: m.nominee, kind: 'number', unsortable: true },
    type: { label: m.kitType, kind: 'select', choices: types, unsortable: true },
    language: { label: m.language, unsortable: true },
    state: { label: m.kitState, kind: 'select', choices: states },
    progress: { label: m.progress, kind: 'number', unsortable: true },
    size: { label: m.size, kind: 'number', unsortable: true },
    error: { label: m.error, unsortable: true, dash: true },
    finished_at: { label: m.finishedAt, kind: 'dateTime' },
  });
}

/** The kits built for venues, newest first: which were asked for, which failed and why. */
export function KitBuildList() {
  const intl = useIntl();
  const { types, states } = useKitChoices();
  const fields = useKitFields();
  return (
    <List
      filters={[
        <NumberInput key="year" source="year" label={intl.formatMessage(m.year)} />,
        <NumberInput key="nominee_id" source="nominee_id" label={intl.formatMessage(m.nominee)} />,
        <SelectInput
          key="type"
          source="type"
          label={intl.formatMessage(m.kitType)}
          choices={types}
        />,
        <SelectInput
          key="state"
          source="state"
          label={intl.formatMessage(m.kitState)}
          choices={states}
        />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {fields('created_at', 'year', 'nominee_id', 'type', 'language', 'state', 'progress')}
      </Datagrid>
    </List>
  );
}

/** One kit build with its error, if any, and the venue's kit page. */
export function KitBuildShow() {
  const intl = useIntl();
  const fields = useKitFields();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        {fields('year', 'nominee_id', 'type', 'language', 'state', 'progress', 'size', 'error')}
        <UrlField source="page" label={intl.formatMessage(m.page)} target="_blank" />
        {fields('created_at', 'finished_at')}
      </SimpleShowLayout>
    </Show>
  );
}
