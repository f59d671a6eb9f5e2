import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const run = (env: Record<string, string>) => spawnSync(process.execPath, ['scripts/ensure-browser.mjs'], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('ensure-browser', () => {
  it('npm test and the e2e script run it before any browser test', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['test', 'test:e2e']) expect(scripts[name]).toMatch(/node scripts\/ensure-browser\.mjs && .*playwright test/);
  });

  it('passes quietly when the browser is there', () => {
    const result = run({ CHROME_PATH: process.execPath });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('stops at once with the command to run when a named browser is missing, installing nothing', () => {
    const result = run({ CHROME_PATH: '/nonexistent/chromium' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(result.stdout).not.toContain('Installing');
  });
});
