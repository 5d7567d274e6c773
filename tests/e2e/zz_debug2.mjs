import { start } from './harness.mjs';
const app = await start();
function observe() {
  window.__longtasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration, attr: JSON.stringify(e.attribution?.map(a=>[a.name,a.containerType,a.containerSrc])) }); }).observe({ type: 'longtask', buffered: true });
}
for (const f of [process.argv[2]]) {
const page = await app.open('/', { init: observe });
await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
await page.getByRole('button', { name: /PGN/ }).first().click();
const d = page.getByRole('dialog', { name: 'PGN & archive' });
await new Promise((r) => setTimeout(r, 1000));
const t0 = await page.evaluate(() => performance.now());
const c = await page.context().newCDPSession(page);
await c.send('Profiler.enable'); await c.send('Profiler.setSamplingInterval', {interval: 200}); await c.send('Profiler.start');
await d.getByLabel('PGN file (one or many games)').setInputFiles(f);
await new Promise((r) => setTimeout(r, 2500));
const t1 = await page.evaluate(() => performance.now());
const {profile} = await c.send('Profiler.stop');
await (await import('node:fs/promises')).writeFile('/tmp/pgnw-prof.json', JSON.stringify(profile));
console.log('t0', t0, 't1', t1, await page.evaluate(() => window.__longtasks));
}
await app.stop();
