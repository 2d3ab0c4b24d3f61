/**
 * The dashboard's sales chart (the last 30 days' revenue and orders) drawn with uPlot. uPlot and its CSS are loaded
 * only here, with a dynamic import when the chart mounts in the browser: no admin chart code reaches the storefront
 * or even the admin's other pages. The figures are also in a table for screen readers and for printing.
 */
import { useEffect, useRef, useState } from 'react';
import { formatRupees, type Paise } from '../../../shop/money.ts';

export type SalesDay = { day: string; orders: number; revenuePaise: number };

export function SalesChart({ days }: { days: SalesDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void (async () => {
      try {
        const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
        if (cancelled || !box.current) return;
        const el = box.current;
        const size = () => ({ width: Math.max(280, el.clientWidth), height: 260 });
        const x = days.map((d) => new Date(`${d.day}T12:00:00+05:30`).getTime() / 1000);
        chart = new UPlot(
          {
            ...size(),
            series: [
              {},
              {
                label: 'Revenue',
                stroke: '#b45309',
                fill: 'rgba(180, 83, 9, 0.12)',
                width: 2,
                value: (_u, v) => (v == null ? '—' : formatRupees(Math.round(v * 100) as Paise)),
              },
              { label: 'Orders', stroke: '#0369a1', width: 2, scale: 'orders' },
            ],
            axes: [
              {},
              { values: (_u, ticks) => ticks.map((v) => formatRupees(Math.round(v * 100) as Paise)), size: 80 },
              { side: 1, scale: 'orders', grid: { show: false } },
            ],
            scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          },
          [x, days.map((d) => d.revenuePaise / 100), days.map((d) => d.orders)],
          el,
        );
        observer = new ResizeObserver(() => chart?.setSize(size()));
        observer.observe(el);
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <figure>
      <div ref={box} className="min-h-[260px] w-full" aria-hidden="true" />
      {failed && <p className="text-sm text-stone-600">The chart could not be drawn; the figures are below.</p>}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">Sales by day (table)</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">Sales of the last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Orders</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td>{d.orders}</td>
                  <td>{formatRupees(d.revenuePaise as Paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <figcaption className="sr-only">Revenue and orders per day, last 30 days (India time)</figcaption>
    </figure>
  );
}
