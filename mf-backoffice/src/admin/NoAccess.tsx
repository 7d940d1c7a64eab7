import { Card, CardContent, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { adminMessages } from './adminMessages';

/** The back office's 403 page: a resource the signed-in role may not use. */
export function NoAccess() {
  const intl = useIntl();
  return (
    <Card role="alert" sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {intl.formatMessage(adminMessages.noAccessTitle)}
        </Typography>
        <Typography>{intl.formatMessage(adminMessages.noAccessText)}</Typography>
      </CardContent>
    </Card>
  );
}
