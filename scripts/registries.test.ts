import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, run by node before every build, type check and test run.
import { diskSource, registries } from './registries.mjs';

interface Source {
  files: string[];
  read(path: string): string;
}
interface Generated {
  files: { path: string; text: string }[];
  problems: string[];
}

const generate = registries as (source?: Source) => Generated;
const disk = diskSource as () => Source;

/** The source tree with some of its files taken away. */
function without(...removed: string[]): Source {
  const source = disk();
  for (const file of removed) expect(source.files, file).toContain(file);
  return { files: source.files.filter((file) => !removed.includes(file)), read: source.read };
}

const textOf = (generated: Generated, path: string) => generated.files.find((file) => file.path === path)?.text ?? '';

describe('the generated registries', () => {
  it('are the ones the files make, with nothing missing or doubled (so a stale one is caught)', () => {
    const generated = generate();
    expect(generated.problems).toEqual([]);
    for (const { path, text } of generated.files) {
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path, 'utf8'), `${path} is out of date: npm run registries`).toBe(text);
    }
  });

  it('give a page showing another page’s model that page’s loader and view', () => {
    const generated = generate();
    expect(textOf(generated, 'worker/pages/loaders.gen.ts')).toContain("'search-hub': loadSearch,");
    expect(textOf(generated, 'client/pages/views.gen.ts')).toContain("'search-hub': search,");
  });

  it('name a page without a view, and leave it out of the views so the build fails too', () => {
    const generated = generate(without('client/account/pages/FavoritesPage.tsx'));
    expect(generated.problems).toEqual([expect.stringMatching(/^page favorites has no view: .*definePageView<'favorites'>/)]);
    expect(textOf(generated, 'client/pages/views.gen.ts')).not.toContain('favorites');
  });

  it('name a page without a loader', () => {
    const generated = generate(without('worker/cart/pages/load-cart.ts'));
    expect(generated.problems).toEqual(['page cart has no loader: add worker/<home>/pages/load-cart.ts exporting loadCart']);
    expect(textOf(generated, 'worker/pages/loaders.gen.ts')).not.toContain('loadCart');
  });

  it('name a payment method without a panel or without a mock kind', () => {
    expect(generate(without('client/payments/FixedAmountPayment.tsx')).problems).toEqual([
      'payment method LOYALTY_POINTS has no panel: client/payments/ has no module naming it',
      'payment method ATHLETES_PAYMENT has no panel: client/payments/ has no module naming it',
    ]);
    expect(generate(without('mocks/checkout/kinds/athlete.ts')).problems).toEqual(['payment method ATHLETES_PAYMENT has no mock payment kind: mocks/checkout/kinds/ has no module naming it']);
  });
});
