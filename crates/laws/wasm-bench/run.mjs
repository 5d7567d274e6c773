// node run.mjs <module.wasm> <native-json?>
// Times table start-up and perft of the six standard positions in wasm.
import { readFileSync } from "node:fs";
const bytes = readFileSync(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, {});
const x = instance.exports;
let t = performance.now();
x.init();
console.log(`init (attack tables): ${(performance.now() - t).toFixed(2)} ms`);
// Warm up so that V8 tiers the module up from its baseline compiler.
t = performance.now();
while (performance.now() - t < 3000) x.perft(1, 3);
const depths = [5, 4, 6, 4, 4, 4];
const names = ["start", "kiwipete", "pos3", "pos4", "pos5", "pos6"];
let total = 0n, totalMs = 0;
for (let i = 0; i < 6; i++) {
  let best = Infinity, n = 0n;
  for (let r = 0; r < 7; r++) {
    t = performance.now();
    n = x.perft(i, depths[i]);
    best = Math.min(best, performance.now() - t);
  }
  total += n; totalMs += best;
  console.log(`${names[i].padEnd(9)} d${depths[i]} ${String(n).padStart(9)} nodes ${(Number(n) / best / 1e3).toFixed(1).padStart(7)} Mnps`);
}
console.log(`total        ${String(total).padStart(9)} nodes ${(Number(total) / totalMs / 1e3).toFixed(1).padStart(7)} Mnps`);
console.log(`notation checksum ${x.notation_checksum(1)}`);
