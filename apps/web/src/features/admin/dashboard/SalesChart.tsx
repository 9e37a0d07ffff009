import type { SalesDay } from '@store/contract/admin';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoney } from '../../../lib/format';
import { compactPesos, count, formatShortDay } from './dashboard-words';

const HEIGHT = 240;
const SALES_COLOR = '#7b4a2a';
const ORDERS_COLOR = '#c8893a';
const AXIS_FONT = '12px system-ui, sans-serif';

/**
 * The last 30 days' sales (bars, pesos on the left) and orders (dots, on the right), drawn by uPlot on a
 * canvas; its legend reads the day under the pointer, and today's when there is none. The canvas says
 * nothing to a screen reader: the caller gives the figure an `aria-label` and the same figures as a table.
 */
export function SalesChart({ days, label }: { days: SalesDay[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = days.map((day) => formatShortDay(day.day));
    const data: uPlot.AlignedData = [
      days.map((_, index) => index),
      // A day without sales has no bar and no dot (the legend still reads its zeros): uPlot would draw an
      // empty bar as a dash, and thirty dashes and dots along the floor would hide the axis.
      days.map((day) => (day.sales > 0 ? day.sales : null)),
      days.map((day) => (day.orders > 0 ? day.orders : null)),
    ];
    const chart = new uPlot(chartOptions(labels, element.clientWidth), data, element);
    // The chart follows its box: the phone turned, the window narrowed.
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return <div ref={box} className="admin-sales-chart" role="img" aria-label={label} />;
}

function chartOptions(labels: string[], width: number): uPlot.Options {
  const dayAt = (index: number | null | undefined) =>
    typeof index === 'number' ? (labels[index] ?? '') : '';
  const today = labels.length - 1;
  // Without a pointer over the chart, the legend reads today.
  const showToday = (chart: uPlot) => {
    if (typeof chart.cursor.idx !== 'number') chart.setLegend({ idx: today }, false);
  };
  return {
    width,
    height: HEIGHT,
    // Days are the places 0–29; the axis writes each as "23 nov".
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      pesos: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      orders: { range: (_u, _min, max) => [0, Math.max(max * 1.1, 1)] },
    },
    axes: [
      {
        font: AXIS_FONT,
        incrs: [1, 2, 3, 5, 7, 10, 15],
        space: 56,
        grid: { show: false },
        values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? dayAt(split) : '')),
      },
      {
        scale: 'pesos',
        font: AXIS_FONT,
        size: 64,
        values: (_u, splits) => splits.map(compactPesos),
      },
      {
        scale: 'orders',
        side: 1,
        font: AXIS_FONT,
        size: 40,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        grid: { show: false },
        values: (_u, splits) => splits.map((split) => count.format(split)),
      },
    ],
    series: [
      { label: 'Día', value: (_u, index) => dayAt(index) },
      {
        label: 'Ventas con envío',
        scale: 'pesos',
        stroke: SALES_COLOR,
        fill: SALES_COLOR,
        paths: uPlot.paths.bars!({ size: [0.7, 48] }),
        points: { show: false },
        value: (_u, pesos, _series, index) => (typeof index === 'number' ? formatMoney(pesos ?? 0) : ''),
      },
      {
        label: 'Pedidos',
        scale: 'orders',
        stroke: ORDERS_COLOR,
        paths: () => null,
        points: { show: true, size: 9, width: 2, fill: '#fff' },
        value: (_u, orders, _series, index) => (typeof index === 'number' ? count.format(orders ?? 0) : ''),
      },
    ],
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    hooks: { ready: [showToday], setCursor: [showToday] },
  };
}
