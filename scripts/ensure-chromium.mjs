// The browser journeys drive Debian's Chromium (never a browser downloaded from npm). On a fresh machine
// of this kind `npm test` installs it through apt when it is missing and it may (root, apt present);
// otherwise it stops with the one command that fixes it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Falta Chromium en ${CHROMIUM}. Instálelo con: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium no está instalado: instalándolo con apt-get (una sola vez)…');
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  apt(['install', '-y', 'chromium']);
}
