import { describe, expect, it } from 'vitest';
import type { PageModel, PageOf } from './page-model';

describe('PageModel', () => {
  it('is the models of PageModels, each tagged with its kind', () => {
    const model: PageModel = { kind: 'favorites', shareId: null };
    const props: PageOf<'favorites'> = { shareId: 'list-1' };
    expect([model.kind, props.shareId]).toEqual(['favorites', 'list-1']);
  });

  it('takes no model of a kind that no page declares', () => {
    // @ts-expect-error: no page declares a 'gift-registry' model, here or beside its loader
    const model: PageModel = { kind: 'gift-registry' };
    expect(model).toBeDefined();
  });
});
