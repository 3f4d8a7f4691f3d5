#!/usr/bin/env node
/**
 * npm test: every check, stopping at the first that fails, with the time each took.
 *
 * 1. Typecheck, ESLint and Prettier side by side (each keeps one core busy; on two cores together
 *    they take about the time of the longest). Their output is printed when each ends.
 * 2. Unit and component tests (Vitest, two workers).
 * 3. End-to-end tests (the e2e build, reused while its inputs are unchanged, then Playwright).
 *
 * The last lines say how long each stage took: where the time goes is the first thing to know
 * when the suite gets slow (tests/README.md).
 */
import { spawn } from 'node:child_process';

const stages = [
  { parallel: ['typecheck', 'lint:code', 'lint:format'] },
  { parallel: ['test:unit'], stream: true },
  { parallel: ['test:e2e'], stream: true },
];

/** Runs `npm run <script>`; streamed, or its output kept and printed when it ends. */
function run(script, stream) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!stream) {
        console.log(`\n> npm run ${script}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const started = Date.now();
const results = [];
let failed = false;
for (const stage of stages) {
  const done = await Promise.all(stage.parallel.map((script) => run(script, stage.stream)));
  results.push(...done);
  if (done.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}

const total = (Date.now() - started) / 1000;
console.log('\nnpm test, time per stage (typecheck, lint:code and lint:format run side by side):');
for (const { script, code, seconds } of results) {
  console.log(
    `  ${script.padEnd(11)} ${seconds.toFixed(0).padStart(5)} s  ${code === 0 ? 'ok' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(11)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
