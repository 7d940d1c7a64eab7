import type { DashboardAnalytics } from '@eventalp/plugin-analytics/domain';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

type Days = DashboardAnalytics['entries'][number]['days'];

const LINES = [
  { key: 'views', color: '#0b5cad' },
  { key: 'favourites', color: '#c8102e' },
  { key: 'requests', color: '#1e6b34' },
  { key: 'impressions', color: '#b7791f' },
] as const;

/** The last 90 days of one entry as lines (recharts); the numbers are in the table beside it. */
export default function AnalyticsChart({
  days,
  labels,
}: {
  days: Days;
  labels: Record<(typeof LINES)[number]['key'], string>;
}) {
  const points = days.map((day) => ({
    ...day,
    label: day.day.slice(8, 10) + '.' + day.day.slice(5, 7) + '.',
  }));
  return (
    <div className="ea-analytics__chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={240}>
        <LineChart
          data={points}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          // Hidden from assistive technology (the figures are text above): nothing to focus.
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e3e7ef" />
          <XAxis dataKey="label" interval={13} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {LINES.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={labels[line.key]}
              stroke={line.color}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
