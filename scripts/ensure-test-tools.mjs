// The tests use real programs from Debian, never ones downloaded from npm: Chromium for the browser
// journeys, nginx for the journey behind the proxy (e2e/behind-nginx.test.ts) and Prometheus' promtool for
// the alert rules (deploy/prometheus/). On a fresh machine of this kind `npm test` installs what is missing
// through apt when it may (root, apt present); otherwise it stops with the one command that fixes it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each program the tests run, and the Debian package that brings it. */
const TOOLS = [
  { path: '/usr/bin/chromium', name: 'Chromium', debianPackage: 'chromium' },
  { path: '/usr/sbin/nginx', name: 'nginx', debianPackage: 'nginx' },
  { path: '/usr/bin/promtool', name: 'promtool', debianPackage: 'prometheus' },
];

const missing = TOOLS.filter((tool) => !existsSync(tool.path));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage);
  const names = missing.map((tool) => `${tool.name} (${tool.path})`).join(' y ');
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Falta ${names}. Instálalo con: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`Falta ${names}: lo instalo con apt-get (una sola vez)…`);
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update']);
  // The package's own nginx service is not needed: the journey runs nginx as its own child.
  apt(['install', '-y', ...packages]);
}
