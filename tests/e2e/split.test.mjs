// The post_build step web/pwa/split.mjs on a small, hand-written module:
// which functions leave for a part, and that the page's module and its
// part, linked as the glue links them, compute what the whole module did.
// (Every end-to-end test runs the real build, split.)
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { choose, graphOf, loadBinaryen, patchGlue, splitModule } from '../../web/pwa/split.mjs';

const binaryen = await loadBinaryen();

// `run(x)` is the page's export. The cold root `pgn::open` uses the
// stack pointer (a global), a helper only it calls, a function both it and
// `run` call, and a closure it reaches through a vtable at address 1024 (a
// data word holding the closure's table index, 2). `hot_fn` is in the
// table too, but `run` holds it as a function pointer (i32.const 1).
const WAT = `(module
  (type $ii (func (param i32) (result i32)))
  (global $__stack_pointer (mut i32) (i32.const 65536))
  (memory $mem 2)
  (export "memory" (memory $mem))
  (table $t 3 3 funcref)
  (elem $e (table $t) (i32.const 1) func $hot_fn $cold_closure)
  (data $d (i32.const 1024) "\\02\\00\\00\\00")
  (func $run (export "run") (param $x i32) (result i32)
    (i32.add
      (call $shared (call $rochade_web::components::pgn::open (local.get $x)))
      (call_indirect (type $ii) (local.get $x) (i32.const 1))))
  (func $shared (param $x i32) (result i32) (i32.mul (local.get $x) (i32.const 3)))
  (func $hot_fn (param $x i32) (result i32) (i32.add (local.get $x) (i32.const 1000)))
  (func $rochade_web::components::pgn::open (param $x i32) (result i32)
    (local $sp i32)
    (global.set $__stack_pointer (local.tee $sp (i32.sub (global.get $__stack_pointer) (i32.const 16))))
    (i32.store (local.get $sp) (call $cold_helper (local.get $x)))
    (global.set $__stack_pointer (i32.add (local.get $sp) (i32.const 16)))
    (i32.add
      (call $shared (i32.load (local.get $sp)))
      (call_indirect (type $ii) (local.get $x) (i32.load (i32.const 1024)))))
  (func $cold_helper (param $x i32) (result i32) (i32.add (local.get $x) (i32.const 7)))
  (func $cold_closure (param $x i32) (result i32) (i32.mul (local.get $x) (i32.const 100)))
)`;

const COLD = [{ part: 'pgn', roots: ['rochade_web::components::pgn::'] }];

function moduleBytes() {
  const m = binaryen.parseText(WAT);
  binaryen.setDebugInfo(true);
  const bytes = m.emitBinary();
  binaryen.setDebugInfo(false);
  return bytes;
}

/** What `run(x)` computes, by hand. */
const expected = (x) => 3 * (3 * (x + 7) + 100 * x) + (x + 1000);

test('a part takes its roots, what only they call, and closures only they hold', () => {
  const m = binaryen.parseText(WAT);
  const [part] = choose(graphOf(m.emitText()), COLD);
  assert.deepEqual([...part.functions].sort(), ['cold_closure', 'cold_helper', 'rochade_web::components::pgn::open']);
  // Called from `run`, or in the table: each gets a slot.
  assert.deepEqual([...part.entries].sort(), ['cold_closure', 'rochade_web::components::pgn::open']);
});

test('the split module computes what the whole did, loading its part once on first use', () => {
  const bytes = moduleBytes();
  const whole = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
  const { primary, parts } = splitModule(binaryen, bytes, COLD);
  assert.equal(parts.length, 1);
  const [part] = parts;
  assert.equal(part.to - part.from, 2);
  const loads = [];
  let linked = false;
  const instance = new WebAssembly.Instance(new WebAssembly.Module(primary), {
    s: {
      l: (slot) => {
        loads.push(slot);
        assert.ok(slot >= part.from && slot < part.to, `slot ${slot}`);
        if (linked) return;
        new WebAssembly.Instance(new WebAssembly.Module(part.bytes), { p: instance.exports });
        linked = true;
      },
    },
  });
  for (const x of [0, 5, 41]) {
    assert.equal(whole.exports.run(x), expected(x));
    assert.equal(instance.exports.run(x), expected(x));
  }
  assert.ok(loads.length >= 3 && linked, `${loads}`);
  // The data and the stack pointer are the page's: the part wrote nothing.
  assert.equal(new Uint32Array(instance.exports.memory.buffer, 1024, 1)[0], 2);
  // Without its part, the page's module still runs what is not cold.
  const alone = new WebAssembly.Instance(new WebAssembly.Module(primary), { s: { l: () => {} } });
  assert.throws(() => alone.exports.run(1), /null|uninitialized|RuntimeError/i);
});

test('the glue gets its loader once, or the build fails', () => {
  const glue = `function __wbg_get_imports() {
    return {
        __proto__: null,
        "m": import0,
    };
}
async function __wbg_init_once(module_or_path) {
    const { instance, module } = await __wbg_load(await module_or_path, imports);

    return __wbg_finalize_init(instance, module);
}
function __wbg_finalize_init(instance, module) {
    wasm = instance.exports;
    wasm.__wbindgen_start();
    return wasm;
}
export { initSync, __wbg_init as default };`;
  const parts = [{ file: 'a-cold-pgn-0123456789abcdef_bg.wasm', integrity: 'sha384-x', from: 3, to: 5 }];
  const out = patchGlue(glue, parts);
  assert.match(out, /"s": \{ l: __coldLoad \}/);
  assert.match(out, /__coldReady\(\);\n {4}wasm\.__wbindgen_start\(\);/);
  assert.ok(out.includes(JSON.stringify(parts)));
  assert.match(out, /await __wbg_load\(await module_or_path, imports\);\n {4}if \(__coldCached\) await __coldFetch\(\);/);
  assert.throws(() => patchGlue(glue.replace('"m": import0,', ''), parts), /exactly one "\\"m\\": import0,"/);
});
