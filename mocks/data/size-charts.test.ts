import { describe, expect, it } from 'vitest';
import { SizeChartSchema } from '../../shared/catalogue/schemas/product-sets';
import { FAMILIES, SIZE_RUNS } from './fixture';
import { SIZE_CHART_TYPES, sizeChartFor } from './size-charts';

describe('size charts', () => {
  it('cover every product family with a valid, rectangular table', () => {
    expect([...SIZE_CHART_TYPES].sort()).toEqual(Object.keys(FAMILIES).sort());
    for (const type of SIZE_CHART_TYPES) {
      const chart = sizeChartFor(type);
      expect(SizeChartSchema.safeParse(chart).success).toBe(true);
      for (const row of chart?.rows ?? []) expect(row.length).toBe(chart?.columns.length);
    }
  });

  it('pairs every cm column with a matching inch column', () => {
    for (const type of SIZE_CHART_TYPES) {
      const chart = sizeChartFor(type);
      const columns = chart?.columns ?? [];
      columns.forEach((column, i) => {
        if (!column.endsWith('(cm)')) return;
        expect(columns[i + 1]).toBe(column.replace('(cm)', '(in)'));
        for (const row of chart?.rows ?? []) {
          const cm = Number.parseFloat(row[i] ?? '');
          const inches = Number.parseFloat(row[i + 1] ?? '');
          expect(Math.abs(cm / 2.54 - inches)).toBeLessThanOrEqual(0.26);
        }
      });
    }
  });

  it('lists the sizes the catalogue sells', () => {
    expect(sizeChartFor('jacket')?.rows.map((row) => row[0])).toEqual(SIZE_RUNS.apparel.map((size) => size.code));
    expect(sizeChartFor('boot')?.rows.map((row) => row[0])).toEqual(SIZE_RUNS.shoes.map((size) => size.code));
    expect(sizeChartFor('gloves')?.rows.map((row) => row[0])).toEqual(SIZE_RUNS.gloves.map((size) => size.code));
    expect(sizeChartFor('skis')).toBeUndefined();
    expect(sizeChartFor('toString')).toBeUndefined();
  });

  it('is written in each language the shop is, with the same figures', () => {
    const figure = /^[\d.–× ]+$/;
    // A chart's words: its columns but the shoe-size systems, which read the same in every language.
    const words = (columns: string[]) => columns.filter((column) => !/^(US|UK|EU)$/.test(column));
    const figures = (rows: string[][]) => rows.map((row) => row.filter((cell) => figure.test(cell)));
    for (const language of ['fr', 'de', 'nb'] as const) {
      for (const type of SIZE_CHART_TYPES) {
        const english = sizeChartFor(type)!;
        const chart = sizeChartFor(type, language)!;
        expect(SizeChartSchema.safeParse(chart).success).toBe(true);
        expect(chart.title, `${language} ${type}`).not.toBe(english.title);
        expect(chart.guidance, `${language} ${type}`).not.toBe(english.guidance);
        expect(words(chart.columns), `${language} ${type}`).not.toEqual(words(english.columns));
        expect(figures(chart.rows)).toEqual(figures(english.rows));
      }
    }
  });
});
