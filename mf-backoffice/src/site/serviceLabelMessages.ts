import { defineMessages } from 'react-intl';

export const serviceLabelMessages = defineMessages({
  name: { id: 'backoffice.serviceLabels.name', defaultMessage: 'Service-Texte' },
  label: { id: 'backoffice.serviceLabels.field.label', defaultMessage: 'Schlüssel' },
  value: { id: 'backoffice.serviceLabels.field.value', defaultMessage: 'Text' },
  fallback: { id: 'backoffice.serviceLabels.field.fallback', defaultMessage: 'Ersatztext' },
});
