import { html, type Raw } from './layout.js';

/**
 * Server-rendered SVG charts. Each chart is an image with a text summary (role="img" and an
 * aria-label) and its numbers are also given in a table, so nothing depends on seeing the bars.
 */
export interface DailyCount {
  day: string;
  count: number;
}

/** Requests per day as bars, oldest on the left; the caption says what was counted. */
export function usageChart(days: DailyCount[], caption: string, id = 'usage-chart'): Raw {
  const width = 600;
  const height = 160;
  const top = 14;
  const bottom = 22;
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const slot = width / Math.max(1, days.length);
  const bars = days.map((d, i) => {
    const h = Math.round(((height - top - bottom) * d.count) / max);
    const y = height - bottom - h;
    return html`<rect class="bar" x="${(i * slot + 1).toFixed(1)}" y="${y}" width="${Math.max(1, slot - 2).toFixed(1)}" height="${h}" data-day="${d.day}" data-count="${d.count}"><title>${d.day}: ${d.count} requests</title></rect>`;
  });
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const label = `Requests per day, ${first} to ${last}: ${total} in total, at most ${max === 1 && total === 0 ? 0 : max} on one day.`;
  return html`<figure>
<svg class="chart" id="${id}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}" data-total="${total}">
<line class="axis" x1="0" y1="${height - bottom}" x2="${width}" y2="${height - bottom}"></line>
<text x="0" y="10">${max === 1 && total === 0 ? 0 : max}</text>
${bars}
<text x="0" y="${height - 6}">${first}</text><text x="${width}" y="${height - 6}" text-anchor="end">${last}</text>
</svg>
<figcaption>${total} request${total === 1 ? '' : 's'} in the last ${days.length} days (UTC days). ${caption}</figcaption>
</figure>`;
}

export interface ClimateMonthPoint {
  month: number;
  high_c: number;
  low_c: number;
  precip_mm: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Twelve months of average high and low temperature (°C) as paired bars, with precipitation below. */
export function climateChart(months: ClimateMonthPoint[], caption: string, id: string): Raw {
  const width = 480;
  const height = 150;
  const slot = width / 12;
  const temps = months.flatMap((m) => [m.high_c, m.low_c]);
  const lo = Math.min(0, ...temps);
  const hi = Math.max(1, ...temps);
  const plot = 90;
  const y = (t: number) => 10 + plot - ((t - lo) / (hi - lo)) * plot;
  const rainMax = Math.max(1, ...months.map((m) => m.precip_mm));
  const bars = months.map((m, i) => {
    const x = i * slot;
    const zero = y(Math.max(lo, 0));
    const hiY = y(m.high_c);
    const loY = y(m.low_c);
    const rain = Math.round((28 * m.precip_mm) / rainMax);
    return html`<g><title>${MONTHS[m.month - 1] ?? m.month}: high ${m.high_c} °C, low ${m.low_c} °C, ${m.precip_mm} mm</title>
<rect class="high" x="${(x + 3).toFixed(1)}" y="${Math.min(hiY, zero).toFixed(1)}" width="${(slot / 2 - 4).toFixed(1)}" height="${Math.max(1, Math.abs(zero - hiY)).toFixed(1)}"></rect>
<rect class="low" x="${(x + slot / 2).toFixed(1)}" y="${Math.min(loY, zero).toFixed(1)}" width="${(slot / 2 - 4).toFixed(1)}" height="${Math.max(1, Math.abs(zero - loY)).toFixed(1)}"></rect>
<rect class="rain" x="${(x + 3).toFixed(1)}" y="${(height - 14 - rain).toFixed(1)}" width="${(slot - 6).toFixed(1)}" height="${Math.max(1, rain)}"></rect>
<text x="${(x + slot / 2).toFixed(1)}" y="${height - 2}" text-anchor="middle">${(MONTHS[m.month - 1] ?? '').slice(0, 1)}</text></g>`;
  });
  const warmest = months.reduce((a, b) => (b.high_c > a.high_c ? b : a), months[0] ?? { month: 1, high_c: 0, low_c: 0, precip_mm: 0 });
  const label = `Monthly climate normals: warmest month ${MONTHS[warmest.month - 1] ?? ''} with an average high of ${warmest.high_c} °C. Red bars: average high; blue: average low; light blue: precipitation.`;
  return html`<figure>
<svg class="chart" id="${id}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${bars}<text x="${width}" y="10" text-anchor="end">${Math.round(hi)} °C</text></svg>
<figcaption>Red: average high; dark blue: average low; light blue: precipitation (wettest ${Math.round(rainMax)} mm). ${caption}</figcaption>
</figure>`;
}
