import { Box, Typography } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { articleMessages as m } from './articleMessages';

/** The contact form's fields in the order the article shows them (spec section 3, "Article"). */
const FIELDS: [string, MessageDescriptor][] = [
  ['first_name', m.firstName],
  ['family_name', m.familyName],
  ['company', m.company],
  ['email', m.email],
  ['phone', m.phone],
  ['message', m.message],
];

/**
 * The article's contact form: each field shown or not and required or not; sender, subject,
 * receiver and the confirmation mail's text. The API checks the addresses and that a form with
 * fields has a receiver.
 */
export function ArticleFormSettings() {
  const intl = useIntl();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="h6">
        {intl.formatMessage(m.form)}
      </Typography>
      <Typography variant="body2">{intl.formatMessage(m.formHint)}</Typography>
      {FIELDS.map(([name, label]) => {
        const field = intl.formatMessage(label);
        return (
          <Box key={name} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <BooleanInput
              source={`form_settings.fields.${name}.active`}
              label={intl.formatMessage(m.formActive as MessageDescriptor, { field })}
            />
            <BooleanInput
              source={`form_settings.fields.${name}.required`}
              label={intl.formatMessage(m.formRequired as MessageDescriptor, { field })}
            />
          </Box>
        );
      })}
      <TextInput source="form_settings.sender" label={intl.formatMessage(m.sender)} type="email" />
      <TextInput source="form_settings.subject" label={intl.formatMessage(m.subject)} fullWidth />
      <TextInput
        source="form_settings.receiver"
        label={intl.formatMessage(m.receiver)}
        type="email"
      />
      <TextInput
        source="form_settings.confirmation"
        label={intl.formatMessage(m.confirmation)}
        multiline
        fullWidth
      />
    </Box>
  );
}
