import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';

/*
 * The deploy steps are tried as written: each `npx wrangler deploy` line of DEPLOY.md runs with
 * `--dry-run` (bundled and checked, nothing uploaded), so a binding, a module rule or an assets
 * directory the configuration names wrongly fails here before it fails a release. The storefront's
 * deploy needs the client build (its assets directory); `npm test` builds it first.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECRETS = ['AUTH_ACCESS_KEY', 'SERVER_TRUST_ID', 'PREVIEW_SECRET', 'PREVIEW_EDITOR_KEY', 'CMS_PREVIEW_TOKEN', 'VISITOR_SECRET', 'SESSION_SECRET'];

/** The deploy commands of DEPLOY.md's shell block, comments cut off. */
function deployCommands(): string[][] {
  const text = readFileSync(join(ROOT, 'DEPLOY.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx wrangler deploy'))
    .map((line) => line.split(/\s+/).slice(1));
}

describe('the deploy', () => {
  const commands = deployCommands();

  it('deploys both workers, the mocks and the storefront', () => {
    expect(commands.map((args) => (args.includes('mocks/wrangler.toml') ? 'mocks' : 'storefront')).sort()).toEqual(['mocks', 'storefront']);
  });

  it.each(commands.map((args) => [args.join(' '), args]))('dry-runs `%s`', async (_line, args) => {
    expect(existsSync(join(ROOT, 'dist/client/asset-manifest.json')), 'the client build (npm run build:client) comes first').toBe(true);
    const outdir = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'));
    try {
      // Throws (and fails the test with wrangler's output) when the dry run fails.
      await promisify(execFile)('npx', [...(args as string[]), '--dry-run', '--outdir', outdir], { cwd: ROOT, env: { ...process.env, CI: 'true' }, maxBuffer: 16 * 1024 * 1024 });
      expect(existsSync(outdir)).toBe(true);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 180_000);

  it.each([undefined, 'production'])('ships a safe storefront with env %s: production behaviour, the HTML cache on, no secret among the vars', (env) => {
    const { vars } = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env }, { hideWarnings: true });
    // Development (the test helpers, ?mock=, the cache bypass header) is only ever what .dev.vars says.
    expect([undefined, 'production']).toContain(vars.ENVIRONMENT);
    expect(vars.HTML_CACHE).toBeUndefined();
    expect(vars.FEATURE_SIMPLIFIED_ENROLMENT).toBe('false');
    for (const name of SECRETS) expect(vars[name], name).toBeUndefined();
  });

  it('ships mocks without their test controls', () => {
    const { vars } = unstable_readConfig({ config: join(ROOT, 'mocks/wrangler.toml') }, { hideWarnings: true });
    expect(vars.MOCKS_TEST_CONTROL).toBeUndefined();
    expect(vars.MOCKS_DELAY_MS).toBeUndefined();
  });
});
