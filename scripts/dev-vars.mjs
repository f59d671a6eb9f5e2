// Gives a checkout its development settings: copies .dev.vars.example to .dev.vars when that is
// missing, and adds any setting the example gained since (a new secret) to an existing one,
// leaving the values already there alone. wrangler.toml itself holds only what is safe to deploy.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = `${root}.dev.vars`;
const example = `${root}.dev.vars.example`;
const names = (text) => new Set([...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
if (!existsSync(target)) {
  copyFileSync(example, target);
  console.log('Created .dev.vars from .dev.vars.example (development values; edit .dev.vars to change them).');
} else {
  const present = names(readFileSync(target, 'utf8'));
  const missing = readFileSync(example, 'utf8').split('\n').filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line) && !present.has(line.split('=')[0]));
  if (missing.length > 0) {
    appendFileSync(target, `\n${missing.join('\n')}\n`);
    console.log(`Added ${missing.map((line) => line.split('=')[0]).join(', ')} to .dev.vars from .dev.vars.example.`);
  }
}
