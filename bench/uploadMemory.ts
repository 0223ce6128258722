/**
 * bench:upload-memory — how much a 100 MB upload raises the server's RSS (issue 19: < 30 MB). Two
 * paths, each in a fresh process under `npm start`'s node flags and after a small warm-up upload so
 * module loading and JIT are not counted:
 *  - `http`: the bytes sent over loopback HTTP as multipart/form-data, from a child process
 *    (bench/uploadClient.mjs), to a Fastify route with @fastify/multipart that pipes the file part
 *    into the local BlobStore (built here, not an app route) — the server's side of an upload;
 *  - `driver`: a 100 MB stream generated in the same process straight into the BlobStore — the store
 *    alone, though the generator's own buffers count against it.
 * RSS is sampled every 5 ms; the increase is the peak minus the RSS before the upload (after a GC).
 * Last line JSON: the server's figure (the `http` path).
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

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-upload-bench-'));
const store = localBlobStore(root);

/** The store alone, fed from this process. */
async function driverPath(): Promise<number> {
  await store.putStream(Readable.from(generated(MB)), { maxBytes: TOTAL });
  return rssIncrease(() => store.putStream(Readable.from(generated(TOTAL)), { maxBytes: TOTAL }));
}

/** Sends `bytes` bytes as one multipart file part from a child process, so only the server is measured here. */
function upload(address: string, bytes: number): Promise<void> {
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

/** Through HTTP multipart into the store: the server's side of an upload. */
async function httpPath(): Promise<number> {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: TOTAL, files: 1 } });
  app.post('/upload', async (req) => {
    const file = await req.file();
    if (!file) throw new Error('no file part');
    return store.putStream(file.file, { maxBytes: TOTAL }).then(({ key, size }) => ({ key, size }));
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  await upload(address, MB);
  const increase = await rssIncrease(() => upload(address, TOTAL));
  await app.close();
  return increase;
}

const PATHS = { http: httpPath, driver: driverPath };
type PathName = keyof typeof PATHS;

/** Runs one path in a fresh process under the server's node flags; resolves with its RSS increase. */
function measureInChild(name: PathName): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', ...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(import.meta.url), name],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, UPLOAD_MEMORY_BENCH_CHILD: '1' } },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out.trim())) : reject(new Error(`${name} path exited with ${code}`)),
    );
  });
}

if (process.env.UPLOAD_MEMORY_BENCH_CHILD) {
  const increase = await PATHS[process.argv[2] as PathName]();
  fs.rmSync(root, { recursive: true, force: true });
  console.log(increase.toFixed(1));
} else {
  fs.rmSync(root, { recursive: true, force: true });
  const viaHttp = await measureInChild('http');
  console.log(`Fastify multipart route → local driver, 100 MB upload: server RSS +${viaHttp.toFixed(1)} MB`);
  const direct = await measureInChild('driver');
  console.log(`local driver fed in-process, 100 MB stream: RSS +${direct.toFixed(1)} MB (generator included)`);
  console.log(JSON.stringify({ metric: 'upload_100mb_rss_mb', value: viaHttp, unit: 'MB' }));
}
