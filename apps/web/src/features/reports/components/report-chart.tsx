'use client';
/**
 * One chart of the reports screen (Recharts): this period against last year,
 * as bars or lines, with a "Tablo" toggle that shows the same numbers as a
 * real table (the chart's accessible form). Colours come from CSS variables
 * set for light and dark (`CHART_COLOURS`), each readable on its background.
 * No animation: a figure is there at once (and for those who prefer less motion).
 */
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { buttonClass } from '@/components/ui/button';

/** This year sea blue, last year amber; darker shades on white, lighter on the dark background (≥ 3:1 either way). */
const CHART_COLOURS =
  '[--chart-current:#165a86] [--chart-previous:#8a6303] [--chart-grid:#e2e8f0] [--chart-bg:#ffffff] ' +
  'dark:[--chart-current:#7cc0ec] dark:[--chart-previous:#e8b72e] dark:[--chart-grid:#334155] dark:[--chart-bg:#0f172a]';

export type ChartPoint = { label: string; current: number | null; previous: number | null };

export function ReportChart({
  title,
  points,
  type,
  format,
  currentLabel,
  previousLabel,
}: {
  title: string;
  points: ChartPoint[];
  type: 'bar' | 'line';
  /** Writes a value for the axis, the tooltip and the table. */
  format: (value: number | null) => string;
  currentLabel: string;
  previousLabel: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const axis = { tick: { fill: 'currentColor', fontSize: 12 }, stroke: 'var(--chart-grid)' };
  const tooltip = (
    <Tooltip
      formatter={(v) => format(typeof v === 'number' ? v : null)}
      contentStyle={{ background: 'var(--chart-bg)', borderColor: 'var(--chart-grid)', borderRadius: 8 }}
      cursor={{ fill: 'var(--chart-grid)', opacity: 0.4 }}
    />
  );
  const common = { data: points, margin: { top: 8, right: 8, bottom: 0, left: 8 } };
  const series = [
    { key: 'current', name: currentLabel, colour: 'var(--chart-current)' },
    { key: 'previous', name: previousLabel, colour: 'var(--chart-previous)' },
  ] as const;

  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${CHART_COLOURS}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
          className={buttonClass(asTable ? 'primary' : 'secondary', 'sm')}
        >
          Tablo
        </button>
      </div>
      {asTable ? (
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left dark:border-slate-700">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Dönem
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {currentLabel}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {previousLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {p.label}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{format(p.current)}</td>
                  <td className="py-1 text-right tabular-nums">{format(p.previous)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // ResponsiveContainer measures its parent: the parent has a fixed height.
        <div
          className="h-72 text-slate-600 dark:text-slate-300"
          role="img"
          aria-label={`${title} grafiği; sayılar için Tablo düğmesi`}
        >
          <ResponsiveContainer width="100%" height="100%">
            {type === 'bar' ? (
              <BarChart {...common}>
                <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
                <XAxis dataKey="label" {...axis} />
                <YAxis {...axis} width={72} tickFormatter={(v: number) => format(v)} />
                {tooltip}
                <Legend />
                {series.map((s) => (
                  <Bar
                    key={s.key}
                    dataKey={s.key}
                    name={s.name}
                    fill={s.colour}
                    radius={[3, 3, 0, 0]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            ) : (
              <LineChart {...common}>
                <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
                <XAxis dataKey="label" {...axis} />
                <YAxis {...axis} width={56} tickFormatter={(v: number) => format(v)} />
                {tooltip}
                <Legend />
                {series.map((s) => (
                  <Line
                    key={s.key}
                    dataKey={s.key}
                    name={s.name}
                    stroke={s.colour}
                    strokeWidth={2}
                    strokeDasharray={s.key === 'previous' ? '5 4' : undefined}
                    dot={{ r: 3, fill: s.colour }}
                    connectNulls
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            )}
          </ResponsiveContainer>
        </div>
      )}
    </section>
  );
}
