import { describe, expect, it } from 'vitest';
import { getSite } from '../../shared/site';
import { webManifest } from './web-manifest';

describe('webManifest', () => {
  it('names the app in the site language and starts and stays in the site', () => {
    const manifest = webManifest(getSite('de-de')!);
    expect(manifest).toMatchObject({ id: '/de-de', name: 'Ridgeline Outdoor-Shop', short_name: 'Ridgeline', start_url: '/de-de', scope: '/de-de', display: 'standalone' });
    expect(webManifest(getSite('fr-ca')!).name).toBe('Boutique plein air Ridgeline');
  });

  it('offers 192 and 512 pixel icons, a maskable one among them', () => {
    const { icons } = webManifest(getSite('en-us')!);
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  });
});
