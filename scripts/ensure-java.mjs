// The Nu HTML checker (vnu-jar) runs on Java, which Debian provides (this network downloads no
// JDK of its own). Installs a headless runtime when `java` is missing and we may (root with
// apt-get); otherwise stops at once with the command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y default-jre-headless';

function hasJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (!hasJava()) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`The HTML validity test needs Java, and it is missing. Install it with:\n  ${INSTALL}`);
    process.exit(1);
  }
  console.log("Installing Debian's headless Java for the HTML checker (once)…");
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], apt);
  if (!hasJava()) {
    console.error(`apt-get finished but java is still missing. Install it with:\n  ${INSTALL}`);
    process.exit(1);
  }
}
