// The browser tests drive Debian's Chromium (this network cannot download a browser). Installs it
// when missing and we may (root with apt-get); otherwise stops at once with the command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

if (!existsSync(browser)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt || process.env.CHROME_PATH) {
    console.error(`The browser tests need Chromium at ${browser}, and it is missing. Install it with:\n  ${INSTALL}`);
    process.exit(1);
  }
  console.log('Installing Debian\'s chromium for the browser tests (once)…');
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
  if (!existsSync(browser)) {
    console.error(`apt-get finished but ${browser} is still missing. Install it with:\n  ${INSTALL}`);
    process.exit(1);
  }
}
