// A minimal static file server for dist/, bound to loopback only.
// It lives with the build's Node tools, not in tests/, because serving is
// part of what a newcomer runs without the tests' packages or a browser.
// Used by the end-to-end tests (import { serve } from
// '../../xtask/node/server.mjs') and, with `{ static: true }`, by
// `cargo xtask serve` (node xtask/node/server.mjs <dir> <port>) and the
// benchmarks (tests/bench/*.mjs), which want what a static host sends: text and wasm gzip-compressed, an ETag and
// 304 Not Modified when the browser already holds the file. It imports only
// Node's own modules, so it runs before any `npm ci`.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The types a static host compresses. */
const COMPRESSED = /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg)/;

/**
 * Serves `root` on 127.0.0.1:`port` (0 picks a free port); with
 * `{ static: true }` as a static host does (gzip, ETag, 304).
 * Resolves to { server, url }.
 */
export function serve(root, port = 0, { static: asHost = false } = {}) {
  const base = path.resolve(root);
  /** Per file: its ETag and gzip body, made once (level 9, as `gzip -9`). */
  const made = new Map();
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      let rel = decodeURIComponent(url.pathname);
      if (rel.endsWith('/')) rel += 'index.html';
      const file = path.resolve(base, '.' + rel);
      if (!file.startsWith(base + path.sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      const body = await fs.readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const headers = { 'content-type': type, 'cache-control': 'no-cache' };
      if (!asHost) {
        res.writeHead(200, headers).end(body);
        return;
      }
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      if (made.get(file)?.etag !== etag) made.set(file, { etag, gz: zlib.gzipSync(body, { level: 9 }) });
      headers.etag = etag;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      if (COMPRESSED.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
        res.end(made.get(file).gz);
        return;
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address();
      resolve({ server, url: `http://127.0.0.1:${p}/` });
    });
  });
}

// Run as a program (`cargo xtask serve`), it serves as a static host does,
// compressed: a first visit over a slow line through it waits as it would
// for the app on the web.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  const { url } = await serve(dir, Number(port), { static: true });
  console.log(`Serving ${path.resolve(dir)} at ${url}`);
}
