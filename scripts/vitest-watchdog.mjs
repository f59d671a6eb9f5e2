// npm test: runs vitest with the arguments given and watches it. Now and then one workerd of the
// worker project spins at 100 % CPU for good without a test of ours running (a stack taken with gdb
// shows V8's garbage-collection sweeper re-posting itself from workerd's message pump, no script on
// it), and vitest waits on it for ever. When the run has printed nothing for STALL_SECONDS, the
// watchdog ends it and runs again only the test files that had not reported, at most RETRIES times.
// A file that reported a failure fails the run whatever follows; a file that stalls every time
// fails it too.
import { execFileSync, spawn } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STALL_SECONDS = Number(process.env.VITEST_STALL_SECONDS ?? 300);
const RETRIES = 2;

const ANSI = /\u001b\[[0-9;]*m/g;
// A file's line in vitest's default reporter: ✓ passed, ❯ or × with failures, ↓ skipped.
const FILE_LINE = /^\s*([✓❯×↓])\s+(?:\S+\s+)?(\S+\.test\.tsx?)\b(.*)$/;

// vitest's options that take a value as the next argument; any other bare argument is a file filter.
const VALUE_OPTIONS = new Set(['--project', '--exclude', '--reporter', '--shard', '--outputFile', '--config', '--root', '--dir']);

/** The options of a command line, without its file filters: a rerun names its files itself. */
function optionsOf(args) {
  const options = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (!arg.startsWith('-')) continue;
    options.push(arg);
    if (VALUE_OPTIONS.has(arg) && index + 1 < args.length) options.push(args[++index]);
  }
  return options;
}

/** The files a run with these arguments collects, as vitest lists them (relative to the root). */
function testFiles(args) {
  const listed = JSON.parse(execFileSync('npx', ['vitest', 'list', '--filesOnly', '--json', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
  return [...new Set(listed.map((entry) => relative(ROOT, entry.file)))];
}

/** One vitest run: which files reported, which failed, and whether it ended by itself. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const reported = new Set();
    const failed = new Set();
    let quietSince = Date.now();
    let stalled = false;
    let pending = '';
    const read = (chunk, out) => {
      out.write(chunk);
      quietSince = Date.now();
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = FILE_LINE.exec(line.replace(ANSI, ''));
        if (!match) continue;
        reported.add(match[2]);
        if (match[1] === '❯' || match[1] === '×' || /\bfailed\b/.test(match[3] ?? '')) failed.add(match[2]);
      }
    };
    child.stdout.on('data', (chunk) => read(chunk, process.stdout));
    child.stderr.on('data', (chunk) => read(chunk, process.stderr));
    const timer = setInterval(() => {
      if (Date.now() - quietSince < STALL_SECONDS * 1000) return;
      stalled = true;
      clearInterval(timer);
      console.error(`\nvitest printed nothing for ${STALL_SECONDS} s: ending it (its whole process group, workerd included).`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, 5000);
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code: code ?? 1, stalled, reported, failed });
    });
  });
}

const args = process.argv.slice(2);
let result = await run(args);
const failed = new Set(result.failed);
let everyFile = null;
for (let attempt = 1; result.stalled && attempt <= RETRIES; attempt++) {
  everyFile ??= testFiles(args);
  const done = result.reported;
  const left = everyFile.filter((file) => !done.has(file));
  // Every file reported and the run hung on its way out: nothing is left to run.
  if (!left.length) {
    result = { code: 0, stalled: false, reported: done, failed: new Set() };
    break;
  }
  console.error(`Running again the ${left.length} test files that had not reported (attempt ${attempt} of ${RETRIES}).`);
  everyFile = left;
  result = await run([...optionsOf(args), ...left]);
  for (const file of result.failed) failed.add(file);
}
if (result.stalled) {
  console.error('vitest stalled again: the run fails.');
  process.exit(1);
}
if (failed.size) {
  console.error(`Failed test files: ${[...failed].join(', ')}`);
  process.exit(1);
}
process.exit(result.code);
