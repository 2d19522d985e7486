// Loaded on its own (React.lazy, src/features/admin-dashboard/chart.tsx): uPlot and its styles
// reach the browser only when the dashboard draws a chart (docs/decisions/0062).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
// The rule keeps component CSS in the main stylesheet for the server-rendered pages; the panel is
// never server-rendered, and uPlot's styles belong with uPlot, in this lazy chunk only.
// eslint-disable-next-line no-restricted-imports
import 'uplot/dist/uPlot.min.css';

/** One line or bar series of a chart: its name and a number for each label. */
interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  /** What each point is (a day, a status), as the axis and the table write it. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind: 'line' | 'bars';
}

const HEIGHT = 220;

/** A canvas to draw on (none in a test's DOM: the figure's table carries the numbers there). */
const canDraw = () => {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
};

/** The brand's colours, in the series' order (docs/DESIGN.md section 2). */
const COLOURS = ['#1e4e8c', '#e8a33d', '#2f855a', '#c53030', '#6b7280'];

/** uPlot's options for `props` at `width`: the x axis counts the labels, each shown as written. */
function optionsOf({ labels, series, kind }: ChartProps, width: number): uPlot.Options {
  const label = (index: number) => labels[index] ?? '';
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return {
    width,
    height: HEIGHT,
    // The series' names only: the values are in the figure's table.
    legend: { show: series.length > 1, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      // Counts start at nothing; a range of zeros still has a scale.
      y: { range: (_u, _min, max) => [0, Math.max(max, 4) * 1.1] },
    },
    axes: [
      {
        incrs: [1, 2, 3, 5, 7, 14, 30, 61, 91, 182],
        values: (_u, splits) =>
          splits.map((split) => (Number.isInteger(split) ? label(split) : '')),
        grid: { show: false },
        // Long labels (the statuses) lean, so that neighbours do not overlap.
        ...(kind === 'bars' && { rotate: -20, size: 56 }),
      },
      { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000] },
    ],
    series: [
      { value: (_u, index) => label(index) },
      ...series.map((one, index) => ({
        label: one.label,
        stroke: COLOURS[index % COLOURS.length],
        width: 2,
        ...(kind === 'bars'
          ? { fill: COLOURS[index % COLOURS.length], paths: bars, points: { show: false } }
          : { fill: index === 0 ? 'rgba(30, 78, 140, 0.08)' : undefined }),
      })),
    ],
  };
}

/** A uPlot chart as wide as its box, redrawn when the box or the numbers change. */
export default function UplotChart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The same numbers keep the chart drawn: a new render of the screen does not redraw it.
  const figures = JSON.stringify(props);
  useEffect(() => {
    const props = JSON.parse(figures) as ChartProps;
    const element = box.current;
    if (!element || !canDraw()) return;
    const data: uPlot.AlignedData = [
      props.labels.map((_label, index) => index),
      ...props.series.map((one) => [...one.values]),
    ];
    const chart = new uPlot(optionsOf(props, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [figures]);
  return <div ref={box} className="w-full" />;
}
