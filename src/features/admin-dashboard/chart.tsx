import { Suspense, lazy, useId } from 'react';
import type { ChartProps } from './uplot-chart';

const UplotChart = lazy(() => import('./uplot-chart'));

/**
 * A chart with its text alternative: the picture for the eye (uPlot, loaded with the first chart
 * drawn), and the same numbers as a table for screen readers, named by `caption`; `labelHeading`
 * heads the table's column of labels.
 */
export function Chart({
  caption,
  labelHeading,
  ...props
}: ChartProps & { caption: string; labelHeading: string }) {
  const id = useId();
  return (
    <figure aria-labelledby={id}>
      <figcaption id={id} className="sr-only">
        {caption}
      </figcaption>
      <div aria-hidden="true" className="min-h-[220px]">
        <Suspense fallback={null}>
          <UplotChart {...props} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            {props.series.map((one) => (
              <th key={one.label} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {props.series.map((one) => (
                <td key={one.label}>{one.values[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
