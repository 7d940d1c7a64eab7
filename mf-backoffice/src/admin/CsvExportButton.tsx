import { Button, useListContext, useResourceContext } from 'react-admin';
import { useIntl } from 'react-intl';
import { adminMessages } from './adminMessages';
import { exportUrl } from './resourceQuery';

/**
 * Downloads the list as the API's CSV, with the filters and sort shown (not only this page): the
 * answer is an attachment, so the browser saves it and the page stays.
 */
export function CsvExportButton() {
  const { filterValues, sort, total } = useListContext();
  const resource = useResourceContext();
  const intl = useIntl();
  if (!resource) return null;
  return (
    <Button
      label={intl.formatMessage(adminMessages.exportCsv)}
      disabled={!total}
      onClick={() => window.location.assign(exportUrl(resource, { filter: filterValues, sort }))}
    />
  );
}
