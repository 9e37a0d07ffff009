// The checks before the tests, side by side: the type check, ESLint, Prettier and the two builds each keep
// one core busy for a while, and on the CI's two cores running them together takes about half as long as
// one after another. Each one's output is printed whole when it ends, so logs do not interleave; the script
// fails if any check fails, after all have ended.
import { spawn } from 'node:child_process';

const CHECKS = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'eslint', command: 'npx eslint --max-warnings 0 .' },
  { name: 'prettier', command: 'npx prettier --check .' },
  { name: 'build', command: 'npm run build' },
  { name: 'engines', command: 'node scripts/check-engines.mjs' },
];

function run({ name, command }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'bien' : `falló (código ${code})`;
      process.stdout.write(`\n── ${name}: ${verdict} en ${seconds} s ──\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
if (results.includes(false)) process.exit(1);
