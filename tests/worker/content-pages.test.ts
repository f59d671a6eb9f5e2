import { describe, expect, it } from 'vitest';
import { request } from './helpers';

// The CMS's named pages as a shopper of each market reads them: in the site's language, with
// that market's threshold, delivery costs and service line.

const main = (html: string) => (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0]+/g, ' ');

describe('named content pages per site', () => {
  it.each([
    ['/de-de/policies/shipping-terms', ['Versandbedingungen', 'kostet 4,95 €', 'Abholstation kostet 3,95 €'], ['Standard delivery', 'Shipping Terms']],
    ['/fr-ca/xplr-pass', ['Chaque achat vous rapproche du sommet', 'Adhérer à XPLR Pass'], ['Earn your way', 'Join XPLR Pass']],
    ['/nb-no/help/contact-us', ['Kontakt oss', 'kundeservice@ridgeline.example', '800 41 420'], ['We are here to help', '1-800-555-0142']],
    ['/en-gb/help/contact-us', ['Contact Us', '0800 048 0142', 'help.uk@ridgeline.example'], ['1-800-555-0142']],
    ['/de-de/forgot-password', ['30 Minuten'], ['24 hours', '24 Stunden']],
  ])('%s reads in its market', async (path, present, absent) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const text = main(await response.text());
    for (const phrase of present) expect(text).toContain(phrase);
    for (const phrase of absent) expect(text).not.toContain(phrase);
  });

  it('answers an unknown page on the German site with the German error page', async () => {
    const response = await request('/de-de/gibt-es-nicht/wirklich-nicht');
    expect(response.status).toBe(404);
    const text = main(await response.text());
    expect(text).toContain('Hier endet der Weg');
    expect(text).toContain('Beliebte Kategorien');
    expect(text).not.toContain('We could not find that trail');
  });
});
