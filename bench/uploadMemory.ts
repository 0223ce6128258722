/**
 * bench:upload-memory — how much a 100 MB upload raises the process's RSS (issue 19: < 30 MB). Two
 * paths, each after a small warm-up upload so module loading and JIT are not counted:
 *  1. a generated 100 MB stream straight into the local BlobStore;
 *  2. the same bytes sent over loopback HTTP as multipart/form-data to a Fastify route with
 *     @fastify/multipart that pipes the file part into the BlobStore (built here, not an app route).
 * The client of (2) is a child process (bench/uploadClient.mjs), so only the server's side is counted.
 * RSS is sampled every 5 ms; the increase is the peak minus the RSS before the upload (after a GC).
 * Last line JSON: the larger increase of the two.
 *
 *   npm run bench:upload-memory
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { localBlobStore } from '../server/src/storage/localBlobStore.js';
import { SERVER_NODE_FLAGS } from './serverNodeFlags.mjs';

const TOTAL = 100 * 1024 * 1024;
const CHUNK = randomBytes(64 * 1024);
const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** `bytes` bytes in fresh 64 KiB buffers, as a socket hands them over (a reused buffer would flatter the figure). */
function* generated(bytes: number) {
  for (let sent = 0; sent < bytes; sent += CHUNK.length)
    yield Buffer.from(CHUNK.subarray(0, Math.min(CHUNK.length, bytes - sent)));
}

/** Runs `work` and returns the peak RSS increase over the RSS just before it, in MB. */
async function rssIncrease(work: () => Promise<unknown>): Promise<number> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  await work();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return (peak - before) / MB;
}

// Measured under the flags `npm start` gives the server (the semi-space size changes how much garbage
// waits for a collection): the script runs itself again with them.
if (!process.env.UPLOAD_MEMORY_BENCH_CHILD) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', ...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(import.meta.url)],
    { stdio: 'inherit', env: { ...process.env, UPLOAD_MEMORY_BENCH_CHILD: '1' } },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => undefined);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-upload-bench-'));
const store = localBlobStore(root);

// 1. The driver alone.
await store.putStream(Readable.from(generated(MB)), { maxBytes: TOTAL });
const direct = await rssIncrease(() => store.putStream(Readable.from(generated(TOTAL)), { maxBytes: TOTAL }));
console.log(`local driver, 100 MB stream: RSS +${direct.toFixed(1)} MB`);

// 2. Through HTTP multipart into the driver.
const app = Fastify();
await app.register(multipart, { limits: { fileSize: TOTAL, files: 1 } });
app.post('/upload', async (req) => {
  const file = await req.file();
  if (!file) throw new Error('no file part');
  return store.putStream(file.file, { maxBytes: TOTAL }).then(({ key, size }) => ({ key, size }));
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });

/** Sends `bytes` bytes as one multipart file part from a child process, so only the server is measured here. */
function upload(bytes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = spawn(
      process.execPath,
      [fileURLToPath(new URL('./uploadClient.mjs', import.meta.url)), `${address}/upload`, String(bytes)],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    client.on('error', reject);
    client.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`upload client exited with ${code}`))));
  });
}

await upload(MB);
const viaHttp = await rssIncrease(() => upload(TOTAL));
console.log(`Fastify multipart route → local driver, 100 MB upload: RSS +${viaHttp.toFixed(1)} MB`);
await app.close();
fs.rmSync(root, { recursive: true, force: true });

const value = Math.round(Math.max(direct, viaHttp) * 10) / 10;
console.log(JSON.stringify({ metric: 'upload_100mb_rss_mb', value, unit: 'MB' }));
