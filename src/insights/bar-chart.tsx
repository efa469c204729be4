import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './insights.module.css';

// One bar chart drawn by Chart.js (4.6.1, tree-shaken to its bar parts: about 58 KB gzip of this page's script): a
// group of bars per category, a bar per version, so that versions stand side by side. Not animated: figures, not a show.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** One colour per version, in order; chosen to stay apart for the common colour blindnesses. */
const palette = ['#8c8c8c', '#1677ff', '#fa8c16', '#13a8a8', '#722ed1', '#eb2f96'];

export interface BarSeries {
  label: string;
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows, in words: its accessible name. */
  title: string;
  categories: string[];
  series: BarSeries[];
  /** Bars along the x axis (the default), or along y for long category names. */
  horizontal?: boolean;
}

export function BarChart({ title, categories, series, horizontal = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: categories,
        datasets: series.map((one, index) => ({ label: one.label, data: one.values, backgroundColor: palette[index % palette.length] })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [categories, series, horizontal]);
  return (
    <figure className={horizontal ? styles.tallChart : styles.chart}>
      <canvas ref={canvas} role="img" aria-label={title} />
    </figure>
  );
}
