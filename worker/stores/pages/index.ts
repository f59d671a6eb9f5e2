/** The pages whose models this home builds, each `load-<page>.ts` here; scripts/registries.mjs lists them for the page registry. */
export * from './loaders.gen';
