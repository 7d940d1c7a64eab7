import { defineMessages } from 'react-intl';

export const redirectMessages = defineMessages({
  name: { id: 'backoffice.redirects.name', defaultMessage: 'Weiterleitungen' },
  from: { id: 'backoffice.redirects.from', defaultMessage: 'Von' },
  to: { id: 'backoffice.redirects.to', defaultMessage: 'Nach' },
  status: { id: 'backoffice.redirects.status', defaultMessage: 'Status' },
  active: { id: 'backoffice.redirects.active', defaultMessage: 'Aktiv' },
  permanent: { id: 'backoffice.redirects.permanent', defaultMessage: '301 (dauerhaft)' },
  temporary: { id: 'backoffice.redirects.temporary', defaultMessage: '302 (vorübergehend)' },
});
