import { chartAxisMax } from '@eventalp/plugin-award/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import './figures.css';

export interface ChartRow {
  key: string;
  label: string;
  /** The bar's value. */
  value: number;
  /** The table's cells after the label (the bar's value among them). */
  cells: readonly number[];
}

const ROW_HEIGHT = 28;
const LABEL_WIDTH = 240;
const BAR_WIDTH = 360;
const VALUE_WIDTH = 80;

/**
 * A horizontal bar chart drawn on the server as SVG (no script), with its data as a table
 * beside it: the SVG is one image named by the caption for screen readers, the table carries
 * every figure to read.
 */
export function BarChart({
  caption,
  valueLabel,
  headers,
  rows,
}: {
  caption: string;
  /** What the bars show, e.g. 'Bewertungen'. */
  valueLabel: string;
  /** The table's column headers: the label column first, then one per cell. */
  headers: readonly string[];
  rows: readonly ChartRow[];
}) {
  const intl = useIntl();
  const titleId = useId();
  const axis = chartAxisMax(Math.max(0, ...rows.map((row) => row.value)));
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  const height = Math.max(1, rows.length) * ROW_HEIGHT;
  return (
    <figure className="ea-award-chart">
      <figcaption>{caption}</figcaption>
      <svg
        className="ea-award-chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{`${caption}: ${valueLabel}`}</title>
        {rows.map((row, index) => {
          const y = index * ROW_HEIGHT;
          const barWidth = (row.value / axis) * BAR_WIDTH;
          return (
            <g key={row.key} transform={`translate(0 ${y})`}>
              <text
                x={LABEL_WIDTH - 8}
                y={ROW_HEIGHT / 2}
                dominantBaseline="middle"
                textAnchor="end"
              >
                {row.label.length > 32 ? `${row.label.slice(0, 31)}…` : row.label}
              </text>
              <rect
                className="ea-award-chart__bar"
                x={LABEL_WIDTH}
                y={4}
                width={barWidth}
                height={ROW_HEIGHT - 8}
              />
              <text x={LABEL_WIDTH + barWidth + 6} y={ROW_HEIGHT / 2} dominantBaseline="middle">
                {intl.formatNumber(row.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="ea-award-chart__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index ? 'ea-award-chart__number' : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={index} className="ea-award-chart__number">
                  {intl.formatNumber(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
