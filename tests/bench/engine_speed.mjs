// Nodes per second of the engine natively and in the browser's Web Worker,
// measured in one run so that both see the same machine and the same load.
//
//   cargo xtask build && node tests/bench/engine_speed.mjs [--depth 10] [--rounds 3] [--worker NAME=DIR ...]
//
// Native: `crates/engine/examples/bench.rs --json` (release build), which
// also names the positions. Worker: the built dist/ in headless Chromium; a
// page creates the worker as the app does and sends it one fixed-depth job
// per position. Each position gets a fresh engine on both sides (a new
// worker, a new `Engine`) and the worker's table size, so that the
// deterministic search visits the same nodes: both node counts must agree.
// Native and worker runs alternate for `--rounds` rounds and each side's
// fastest time per position counts, since on a shared machine a run is
// only ever slowed down, never sped up. Times are both wall clock and the
// searching thread's CPU time (Linux's schedstat: the bench reads its own,
// the worker's thread is read from here, before and after its search);
// under load only the CPU time is steady. `--worker NAME=DIR` adds another
// build of dist/ (e.g. with another wasm-opt level) to compare.
//
// Chromium run as root sets its own threads' niceness (the worker's thread
// gets 0, whatever the script was started with), so the native search runs
// at the niceness found on the worker's thread: on a loaded machine a
// niceness apart is a share of the CPU apart.
//
// Not part of `cargo xtask test`: it takes minutes and measures, not checks.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';
import { ARGS, CHROMIUM, DIST } from '../e2e/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function options(argv) {
  const o = { depth: 10, rounds: 3, workers: [['dist', DIST]] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--depth') o.depth = Number(value);
    else if (flag === '--rounds') o.rounds = Number(value);
    else if (flag === '--worker') {
      const [name, dir] = value.split('=');
      o.workers.push([name, path.resolve(dir)]);
    } else throw new Error(`unknown option ${flag}`);
  }
  return o;
}

// The worker's own table size, read from its source rather than copied:
// another size changes the node counts.
function workerHashMib() {
  const src = fs.readFileSync(path.join(ROOT, 'web/engine-worker/src/main.rs'), 'utf8');
  const m = src.match(/const HASH_MIB: usize = (\d+);/);
  if (!m) throw new Error('HASH_MIB not found in web/engine-worker/src/main.rs');
  return Number(m[1]);
}

// Every thread named `DedicatedWorker` below process `root` (this script:
// Chromium is its child): tid -> { nice, cpuNs }.
function workerThreads(root) {
  const stat = (file) => {
    const text = fs.readFileSync(file, 'utf8');
    // Fields after the parenthesised name, which may contain spaces.
    return { comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')), rest: text.slice(text.lastIndexOf(')') + 2).split(' ') };
  };
  const children = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = stat(`/proc/${pid}/stat`).rest[1];
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process has ended meanwhile.
    }
  }
  const found = new Map();
  const visit = (pid) => {
    try {
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const dir = `/proc/${pid}/task/${tid}`;
        const { comm, rest } = stat(`${dir}/stat`);
        if (comm === 'DedicatedWorker') {
          found.set(tid, {
            // Field 19 of stat; `rest` starts at field 3.
            nice: Number(rest[16]),
            cpuNs: Number(fs.readFileSync(`${dir}/schedstat`, 'utf8').split(' ')[0]),
          });
        }
      }
    } catch {
      // Ended meanwhile.
    }
    for (const child of children.get(String(pid)) ?? []) visit(child);
  };
  visit(root);
  return found;
}

// Runs `promise` and meanwhile looks for the worker's thread now and then.
async function watchingNiceness(root, seen, promise) {
  let done = false;
  const watch = (async () => {
    while (!done) {
      for (const { nice } of workerThreads(root).values()) seen.add(nice);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    return await promise;
  } finally {
    done = true;
    await watch;
  }
}

function native(depth, hashMib, niceness) {
  const out = execFileSync(
    'nice',
    ['-n', String(niceness - os.getPriority()),
      'cargo', 'run', '--quiet', '--release', '-p', 'rochade-engine', '--example', 'bench', '--',
      String(depth), '--hash', String(hashMib), '--json'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  return JSON.parse(out).positions.map(({ fen, best, nodes, ms, cpu_ms }) => ({ fen, best, nodes, ms, cpu_ms }));
}

// Runs in the page: one new worker per position, as the app makes one per
// game, terminated afterwards as the app stops a search.
async function inWorker({ fens, depth }) {
  const results = [];
  for (const [id, fen] of fens.entries()) {
    const worker = new Worker('./rochade-engine-worker_loader.js');
    try {
      results.push(await new Promise((resolve, reject) => {
        worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
        let before;
        worker.onmessage = async ({ data }) => {
          if (data === 'Ready') {
            before = await window.workerCpu();
            worker.postMessage({
              id,
              request: {
                start_fen: fen, moves: [], level: 8,
                limits: { time: 'Infinite', depth, nodes: null }, seed: 1,
              },
            });
          } else if (data.Done) {
            const r = data.Done.response;
            // The worker is idle until terminated: its thread's CPU time
            // now is that of the search (and of reading the message).
            const after = await window.workerCpu();
            let cpuNs = 0;
            for (const [tid, ns] of Object.entries(after)) cpuNs += ns - (before[tid] ?? ns);
            resolve({ fen, best: r.best, nodes: r.nodes, ms: r.time_ms, cpu_ms: cpuNs / 1e6 });
          } else {
            reject(new Error(`unexpected message ${JSON.stringify(data)}`));
          }
        };
      }));
    } finally {
      worker.terminate();
    }
  }
  return results;
}

const o = options(process.argv.slice(2));
const hashMib = workerHashMib();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
const pages = [];
const servers = [];
for (const [name, dir] of o.workers) {
  const { server, url } = await serve(dir);
  servers.push(server);
  const page = await browser.newPage();
  page.on('pageerror', (err) => console.error(`${name}: page error: ${err.message}`));
  await page.exposeFunction('workerCpu', () =>
    Object.fromEntries([...workerThreads(process.pid)].map(([tid, t]) => [tid, t.cpuNs])),
  );
  await page.goto(url);
  // Let the app finish loading (its own wasm, the service worker's
  // precache) before anything is timed.
  await page.waitForLoadState('networkidle');
  pages.push([name, page]);
}

// The positions, and a build of the bench before anything is timed.
const fens = native(1, hashMib, os.getPriority()).map((p) => p.fen);
const runs = { native: [] };
for (const [name] of pages) runs[name] = [];
const niceness = new Set();
for (let round = 1; round <= o.rounds; round++) {
  for (const [name, page] of pages) {
    const search = page.evaluate(inWorker, { fens, depth: o.depth });
    runs[name].push(await watchingNiceness(process.pid, niceness, search));
  }
  if (niceness.size !== 1) throw new Error(`the worker's thread had niceness ${[...niceness]}`);
  runs.native.push(native(o.depth, hashMib, [...niceness][0]));
  const line = Object.entries(runs).map(([name, r]) => {
    const last = r.at(-1);
    const nodes = last.reduce((s, p) => s + p.nodes, 0);
    const ms = last.reduce((s, p) => s + p.ms, 0);
    return `${name} ${Math.round((nodes * 1000) / Math.max(ms, 1))} nodes/s`;
  });
  console.log(`round ${round}: ${line.join(', ')}`);
}
await browser.close();
for (const server of servers) await new Promise((r) => server.close(r));

// Every run of every side must have searched the same tree.
const problems = [];
const reference = runs.native[0];
for (const [name, rs] of Object.entries(runs)) {
  for (const [round, r] of rs.entries()) {
    for (const [i, p] of r.entries()) {
      const want = reference[i];
      if (p.nodes !== want.nodes || p.best !== want.best) {
        problems.push(`${name}, round ${round + 1}, ${p.fen}: ${p.best} in ${p.nodes} nodes, native ${want.best} in ${want.nodes}`);
      }
    }
  }
}

const totalNodes = reference.reduce((s, p) => s + p.nodes, 0);
const names = Object.keys(runs);
console.log(
  `\ndepth ${o.depth}, ${o.rounds} rounds, table ${hashMib} MiB, niceness ${[...niceness][0]} (the worker's), ${totalNodes} nodes`,
);

// One table and one summary per measure: `ms` (wall clock, what a player
// waits) and `cpu_ms` (the thread's CPU time, what the code costs; the
// steadier of the two on a shared machine).
function report(key, title) {
  if (names.some((n) => runs[n].some((r) => r.some((p) => typeof p[key] !== 'number')))) {
    console.log(`\n${title}: not measured on this system`);
    return;
  }
  const fastest = (name, i) => Math.max(0.001, Math.min(...runs[name].map((r) => r[i][key])));
  console.log(`\n${title}, fastest of the rounds per position (ms):`);
  console.log(['nodes', ...names, 'position'].join('\t'));
  for (const [i, p] of reference.entries()) {
    console.log([p.nodes, ...names.map((n) => Math.round(fastest(n, i))), p.fen].join('\t'));
  }
  const nps = (name) => (totalNodes * 1000) / reference.reduce((s, _p, i) => s + fastest(name, i), 0);
  // The total is dominated by the slowest position; the geometric mean of
  // the per-position ratios weighs each position alike.
  const geomean = (name) =>
    Math.exp(
      reference.reduce((s, _p, i) => s + Math.log(fastest(name, i) / fastest('native', i)), 0) / reference.length,
    );
  for (const name of names) {
    const ratio = nps('native') / nps(name);
    console.log(
      `${name.padEnd(8)} ${String(Math.round(nps(name))).padStart(9)} nodes/s` +
        (name === 'native'
          ? ''
          : `  native/${name} ${ratio.toFixed(2)} (${Math.round(100 / ratio)} % of native),` +
            ` per position ${geomean(name).toFixed(2)} (geometric mean)`),
    );
  }
}
report('ms', 'Wall clock');
report('cpu_ms', 'CPU time');
if (problems.length) {
  console.log(`\nNODE COUNTS DIFFER (the search should be deterministic at a fixed depth):\n${problems.join('\n')}`);
  process.exitCode = 1;
}
