import { lazy, Suspense } from 'react';
import { CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { dashboardMessages as m } from './dashboardMessages';

/** The dashboard with its charts comes as a chunk of its own: other screens never load it. */
const Dashboard = lazy(() => import('./Dashboard'));

/** The back office's start page (react-admin's `dashboard`). */
export function DashboardPage() {
  const intl = useIntl();
  return (
    <Suspense
      fallback={<CircularProgress sx={{ m: 4 }} aria-label={intl.formatMessage(m.loading)} />}
    >
      <Dashboard />
    </Suspense>
  );
}
