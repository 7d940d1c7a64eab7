import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Typography,
  useTheme,
} from '@mui/material';
import { Title } from 'react-admin';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BACKOFFICE_DASHBOARD_PATH } from '@eventalp/platform-sdk/domain';
import type { Dashboard as DashboardAnswer, DashboardFigure } from '@eventalp/platform-sdk';
import { usePlatform } from '@eventalp/shell-kit';
import { dashboardMessages as m, figureMessages } from './dashboardMessages';

const byId: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(figureMessages).map((message) => [message.id as string, message]),
);

/** A figure's label by the message id its plugin declares (the id itself when unknown here). */
function labelOf(intl: IntlShape, id: string): string {
  const message = byId.get(id);
  return message ? intl.formatMessage(message) : id;
}

/** A week's Monday (YYYY-MM-DD) as the locale writes a short date, e.g. 23.11. */
function weekLabel(intl: IntlShape, week: string): string {
  return intl.formatDate(new Date(`${week}T00:00:00Z`), {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
}

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; dashboard: DashboardAnswer };

/**
 * The back office's start page: the figures the signed-in role may see (`GET
 * /api/backoffice/dashboard`), counts as numbers and weekly series as bar charts.
 */
export default function Dashboard() {
  const intl = useIntl();
  const { http } = usePlatform();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    http
      .get<DashboardAnswer>(BACKOFFICE_DASHBOARD_PATH)
      .then((dashboard) => current && setLoad({ state: 'loaded', dashboard }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [http]);

  const title = intl.formatMessage(m.title);
  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography id="dashboard-title" component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {load.state === 'loading' && <CircularProgress aria-label={intl.formatMessage(m.loading)} />}
      {load.state === 'failed' && (
        <Alert severity="error">{intl.formatMessage(m.loadFailed)}</Alert>
      )}
      {load.state === 'loaded' && load.dashboard.figures.length === 0 && (
        <Alert severity="info">{intl.formatMessage(m.empty)}</Alert>
      )}
      {load.state === 'loaded' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          }}
        >
          {load.dashboard.figures.map((figure) => (
            <FigureCard key={figure.id} figure={figure} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function FigureCard({ figure }: { figure: DashboardFigure }) {
  const intl = useIntl();
  const title = labelOf(intl, figure.label);
  const headingId = `figure-${figure.id.replace(/\W/g, '-')}`;
  return (
    <Card component="article" aria-labelledby={headingId} data-figure={figure.id}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {figure.unavailable ? (
          <Typography color="text.secondary">{intl.formatMessage(m.unavailable)}</Typography>
        ) : figure.kind === 'counts' ? (
          <Counts figure={figure} />
        ) : (
          <Weekly figure={figure} title={title} />
        )}
      </CardContent>
    </Card>
  );
}

/** Each part's count, large. */
function Counts({ figure }: { figure: DashboardFigure }) {
  const intl = useIntl();
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
      {figure.values.map((part) => (
        <Box key={part.key} data-part={part.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {labelOf(intl, part.label)}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {intl.formatNumber(part.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** This week's count and the total, and a bar per week (its values also in the chart's label). */
function Weekly({ figure, title }: { figure: DashboardFigure; title: string }) {
  const intl = useIntl();
  const theme = useTheme();
  const data = figure.values.map((week) => ({
    week: weekLabel(intl, week.key),
    count: week.value,
  }));
  const total = figure.values.reduce((sum, week) => sum + week.value, 0);
  const series = data
    .map(({ week, count }) =>
      intl.formatMessage(
        { id: 'backoffice.dashboard.weekValue', defaultMessage: 'Woche ab {date}: {count}' },
        { date: week, count },
      ),
    )
    .join(', ');
  return (
    <>
      <Box component="dl" sx={{ display: 'flex', gap: 3, m: 0 }}>
        <Box data-part="this-week">
          <Typography component="dt" variant="body2" color="text.secondary">
            {intl.formatMessage(m.thisWeek)}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {intl.formatNumber(figure.values.at(-1)?.value ?? 0)}
          </Typography>
        </Box>
        <Box data-part="total">
          <Typography component="dt" variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'backoffice.dashboard.total', defaultMessage: 'Total {weeks} Wochen' },
              { weeks: figure.values.length },
            )}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {intl.formatNumber(total)}
          </Typography>
        </Box>
      </Box>
      <Box
        role="img"
        aria-label={intl.formatMessage(
          {
            id: 'backoffice.dashboard.chartSummary',
            defaultMessage: '{title} pro Woche: {series}',
          },
          { title, series },
        )}
        sx={{ height: 200, mt: 2 }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" name={title} fill={theme.palette.primary.main} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </>
  );
}
