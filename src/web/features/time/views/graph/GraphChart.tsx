import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { graphMessages, graphValueMessages } from '../messages';
import * as styles from './Graph.css';
import type { GraphData } from './graphData';

export interface GraphChartProps {
  data: GraphData;
  /** The x axis label of each point (a weekday, or "Week of …"). */
  labels: readonly string[];
}

const hours = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : String(value));

/**
 * Recharts' bars: per period, the current span's hours stacked by group, and beside them the
 * previous span's matching period, paler. The numbers are also in the table beside it.
 */
export function GraphChart({ data, labels }: GraphChartProps) {
  const intl = useIntl();
  const rows = data.points.map((point, index) => ({ label: labels[index] ?? point.from, ...point.values }));
  const nameOf = (series: GraphData['series'][number]) => (series.others ? intl.formatMessage(graphMessages.others) : series.name);
  return (
    <div className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--time-graph-grid, currentColor)" strokeOpacity={0.25} />
          <XAxis dataKey="label" stroke="currentColor" tick={{ fill: 'currentColor', fontSize: 12 }} />
          <YAxis stroke="currentColor" tick={{ fill: 'currentColor', fontSize: 12 }} width={40} allowDecimals={false} />
          <Tooltip formatter={hours} contentStyle={{ color: '#1f2328' }} />
          <Legend />
          {data.series.map((series, index) => (
            <Bar
              key={`c:${series.key}`}
              dataKey={`c:${series.key}`}
              stackId="current"
              name={nameOf(series)}
              fill={styles.seriesColors[index % styles.seriesColors.length]}
              isAnimationActive={false}
            />
          ))}
          {data.series.map((series, index) => (
            <Bar
              key={`p:${series.key}`}
              dataKey={`p:${series.key}`}
              stackId="previous"
              name={intl.formatMessage(graphValueMessages.previousOf, { name: nameOf(series) })}
              fill={styles.seriesColors[index % styles.seriesColors.length]}
              fillOpacity={0.45}
              legendType="none"
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
