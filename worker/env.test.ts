import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { isDevelopment, isPreProduction, REQUIRED_SECRETS } from './env';

const plain = unstable_readConfig({ config: 'wrangler.toml' }, {});
const production = unstable_readConfig({ config: 'wrangler.toml', env: 'production' }, {});
const devVarsExample = readFileSync('.dev.vars.example', 'utf8');

describe('deploy configuration', () => {
  it.each([
    ['a plain deploy', plain],
    ['the production deploy', production],
  ])('%s ships no secret and no development switch', (_name, config) => {
    for (const secret of REQUIRED_SECRETS) expect(config.vars).not.toHaveProperty(secret);
    expect(isDevelopment(config.vars as { ENVIRONMENT?: string })).toBe(false);
    expect(isPreProduction(config.vars as { ENVIRONMENT?: string })).toBe(false);
  });

  it('development gets every secret and the development switch from .dev.vars.example, which git never tracks as .dev.vars', () => {
    for (const name of [...REQUIRED_SECRETS, 'ENVIRONMENT']) expect(devVarsExample).toMatch(new RegExp(`^${name}=\\S+`, 'm'));
    expect(devVarsExample).toMatch(/^ENVIRONMENT=development$/m);
    expect(readFileSync('.gitignore', 'utf8')).toMatch(/^\.dev\.vars$/m);
  });
});

describe('environment', () => {
  it('only an explicit development runs test helpers; only a named non-production host is pre-production', () => {
    expect([undefined, '', 'production', 'staging', 'Development'].map((ENVIRONMENT) => isDevelopment({ ENVIRONMENT }))).toEqual([false, false, false, false, false]);
    expect(isDevelopment({ ENVIRONMENT: 'development' })).toBe(true);
    expect([undefined, '', 'production'].some((ENVIRONMENT) => isPreProduction({ ENVIRONMENT }))).toBe(false);
    expect(['development', 'staging'].every((ENVIRONMENT) => isPreProduction({ ENVIRONMENT }))).toBe(true);
  });
});
