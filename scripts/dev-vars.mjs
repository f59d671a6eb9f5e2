// Gives a fresh checkout its development settings: copies .dev.vars.example to .dev.vars when
// that is missing. wrangler.toml itself holds only what is safe to deploy.
import { copyFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = `${root}.dev.vars`;
if (!existsSync(target)) {
  copyFileSync(`${root}.dev.vars.example`, target);
  console.log('Created .dev.vars from .dev.vars.example (development values; edit .dev.vars to change them).');
}
