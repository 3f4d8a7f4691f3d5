#!/usr/bin/env node
/**
 * npm test: every check, stopping at the first that fails, with the time each took.
 *
 * 1. Two lanes side by side, one per core: ESLint alone (the longest: about 90 s on an idle
 *    two-core machine), and typecheck, Prettier and the structure checks one after another
 *    (about 30 + 30 + 6 s). Three at once on two cores took 164 s; the lanes take about the time
 *    of ESLint. Their output is printed when each ends.
 * 2. Unit and component tests (Vitest, two workers).
 * 3. End-to-end tests (the e2e build, reused while its inputs are unchanged, then Playwright).
 *
 * The last lines say how long each stage took: where the time goes is the first thing to know
 * when the suite gets slow (tests/README.md).
 */
import { spawn } from 'node:child_process';

/** Each stage's lanes run side by side; a lane's scripts run in order, until one fails. */
const stages = [
  { lanes: [['lint:eslint'], ['typecheck', 'lint:format', 'lint:structure']] },
  { lanes: [['test:unit']], stream: true },
  { lanes: [['test:e2e']], stream: true },
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
/** A lane's scripts in order, stopping at the first that fails. */
async function runLane(scripts, stream) {
  const done = [];
  for (const script of scripts) {
    const result = await run(script, stream);
    done.push(result);
    if (result.code !== 0) break;
  }
  return done;
}

for (const stage of stages) {
  const done = (await Promise.all(stage.lanes.map((lane) => runLane(lane, stage.stream)))).flat();
  results.push(...done);
  if (done.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}

const total = (Date.now() - started) / 1000;
console.log(
  '\nnpm test, time per script (ESLint beside typecheck, Prettier and the structure checks):',
);
for (const { script, code, seconds } of results) {
  console.log(
    `  ${script.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s  ${code === 0 ? 'ok' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
