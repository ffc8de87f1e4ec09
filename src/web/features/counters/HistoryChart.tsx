import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../../theme/theme.css';
import * as styles from './counters.css';
import type { HistoryPeriod } from './queries';

export interface HistoryChartProps {
  periods: readonly HistoryPeriod[];
  /** Each period's short label on the x axis ("Nov 26", "Nov 23" for a week). */
  labels: readonly string[];
  /** What a bar's tooltip calls its number. */
  valueName: string;
}

/**
 * Recharts' bars of a counter's changes per period, in the theme's colours (so both themes read).
 * Loaded only when a history is opened; the table beside it carries the same numbers in words.
 */
export default function HistoryChart({ periods, labels, valueName }: HistoryChartProps) {
  const rows = periods.map((period, index) => ({ label: labels[index] ?? period.from, total: period.total }));
  return (
    <div className={styles.chart} aria-hidden="true" data-chart>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke={vars.color.border} />
          <XAxis dataKey="label" stroke="currentColor" tick={{ fill: 'currentColor', fontSize: 12 }} minTickGap={8} />
          <YAxis stroke="currentColor" tick={{ fill: 'currentColor', fontSize: 12 }} width={40} allowDecimals={false} />
          <Tooltip
            cursor={{ fill: vars.color.accentSoft }}
            contentStyle={{ background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border }}
            labelStyle={{ color: vars.color.text }}
          />
          <Bar dataKey="total" name={valueName} fill={vars.color.accent} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
