import { describe, expect, it } from 'vitest';
import { SITES } from '../../../shared/site';
import { generateCatalog } from '../catalog';
import { toProduct, toTile } from '../product-view';
import { COPY_LANGUAGES, productDescription, productName } from './product-copy';

// The scaled catalogue reaches the edition names ("Odin Pro") the base one never uses.
const catalog = generateCatalog(undefined, 1000);
const byId = new Map(catalog.map((record) => [record.id, record]));
const site = (locale: string) => SITES.find((candidate) => candidate.locale === locale)!;

describe('product copy', () => {
  it('gives every product a name and description in every language, none of them the English', () => {
    for (const record of catalog) {
      for (const language of COPY_LANGUAGES) {
        const name = productName(record, language);
        const description = productDescription(record, language);
        expect(name, `${record.id} ${language}`).toMatch(/\S/);
        expect(name).not.toBe(record.name);
        expect(description).not.toBe(record.description);
        expect(description.split('. ')).toHaveLength(3);
        expect(name).toContain(record.copy.model);
        expect(description).not.toMatch(/undefined|\{m\}|  /);
      }
    }
  });

  it('keeps the model name and uses the noun each market uses', () => {
    const aspen = byId.get('JK100775')!;
    expect(aspen.name).toBe("Men's Aspen Shell Jacket");
    expect(productName(aspen, 'de')).toBe('Aspen Hardshelljacke Herren');
    expect(productName(aspen, 'fr')).toBe('Manteau coquille Aspen pour hommes');
    expect(productName(aspen, 'nb')).toBe('Aspen skalljakke herre');
    expect(productDescription(aspen, 'de')).toMatch(/^Die Aspen Hardshelljacke ist für .+ gemacht\./);
    expect(productDescription(aspen, 'fr')).toMatch(/^Le manteau coquille Aspen est conçu pour /);
    expect(productDescription(aspen, 'nb')).toMatch(/^Aspen skalljakke er laget for /);
  });

  it('agrees articles and participles with the noun', () => {
    const gloves = catalog.find((record) => record.family === 'gloves')!;
    expect(productDescription(gloves, 'de')).toMatch(/^Die .+ sind für /);
    expect(productDescription(gloves, 'fr')).toMatch(/^Les .+ sont conçu(e)?s pour /);
    const mittens = catalog.find((record) => record.family === 'gloves' && record.copy.noun === 3)!;
    expect(productDescription(mittens, 'fr')).toMatch(/^Les mitaines \S+ sont conçues pour /);
    const pack = catalog.find((record) => record.family === 'pack')!;
    expect(productName(pack, 'fr')).toMatch(new RegExp(`^Sac .*${pack.copy.model} \\d{2}$`));
  });

  it('projects names, breadcrumbs, colours, eyebrows and badges in the site language', () => {
    const record = catalog.find((candidate) => candidate.badge && candidate.eyebrow) ?? catalog.find((candidate) => candidate.badge)!;
    for (const locale of ['fr-ca', 'de-de', 'nb-no']) {
      const english = toProduct(record, site('en-us'));
      const product = toProduct(record, site(locale));
      const tile = toTile(record, site(locale));
      expect(product.name).not.toBe(english.name);
      expect(tile.name).toBe(product.name);
      expect(product.badge).not.toBe(english.badge);
      if (english.eyebrow) expect(product.eyebrow).not.toBe(english.eyebrow);
      product.breadcrumbs.forEach((crumb, i) => expect(crumb.name).not.toBe(english.breadcrumbs[i]?.name));
      expect(product.attributes.color.options.map((option) => option.label)).not.toEqual(english.attributes.color.options.map((option) => option.label));
      expect(product.attributes.color.options[0]?.images[0]?.alt).toContain(product.name);
      // Labels are the spec's analytics codes and stay English; the storefront words them.
      expect(product.labels).toEqual(english.labels);
    }
  });

  it('answers English on English sites exactly as the catalogue holds it', () => {
    const record = catalog[0]!;
    for (const locale of ['en-us', 'en-ca', 'en-gb']) {
      const product = toProduct(record, site(locale));
      expect(product.name).toBe(record.name);
      expect(product.description).toBe(record.description);
    }
  });
});
