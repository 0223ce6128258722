import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { registerOverHttp, TEST_PASSWORD, uniqueEmail } from '../test/accountsOverHttp.js';
import { nodeArgsFor } from '../test/serverBuild.js';
import { postJson, startServer, type ServerProcess } from '../test/serverProcess.js';
import { BackupManifest } from './manifest.js';

/**
 * Issue 22 "Backups": data written through the API — an account, a note, an uploaded image — is
 * backed up with `npm run backup`, restored with `npm run restore` into a fresh DATA_DIR, and read
 * back through the API from a server started there. Embedded database only (PostgreSQL has pg_dump).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-backup-'));
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

/** Runs `server/src/cli/<name>.ts` as `npm run <name>` would (from the current sources, serverBuild.ts), on `dataDir`. */
function runCommand(name: 'backup' | 'restore', args: string[], dataDir: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _testDb, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgsFor(`cli/${name}`), ...args], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await postJson(baseUrl, V1.login.email, { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return (res.json.data as { token: string }).token;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup / npm run restore (embedded)', () => {
  it('restores an account, a note and an uploaded image into a fresh DATA_DIR', { timeout: 400_000 }, async () => {
    const original = path.join(tmpRoot, 'original');
    const restored = path.join(tmpRoot, 'restored');
    const archive = path.join(tmpRoot, 'out', 'inkstone.tar.gz');

    const first = await start(original);
    const email = uniqueEmail('backup');
    await registerOverHttp(first.baseUrl, email);
    const token = await signIn(first.baseUrl, email);
    const note = await postJson(
      first.baseUrl,
      V1.textEditor.create,
      { kind: 'note', title: 'Kept across a restore' },
      token,
    );
    expect(note.status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'figure.png');
    const upload = await fetch(`${first.baseUrl}${V1.textEditor.uploadImage}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const image = ((await upload.json()) as { data: { url: string } }).data;

    // A running server holds DATA_DIR: the backup refuses rather than copy a database in use.
    const whileRunning = await runCommand('backup', ['--out', archive], original);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('in use by another Inkstone server');
    await stop(first);

    const backup = await runCommand('backup', ['--out', archive], original);
    expect(backup.code, backup.output).toBe(0);
    const listed: string[] = [];
    await tar.t({ file: archive, onReadEntry: (e) => void listed.push(e.path) });
    // secret.key too, once model settings with a key were saved (not here).
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database.tar.gz']));
    const extracted = path.join(tmpRoot, 'look');
    fs.mkdirSync(extracted);
    await tar.x({ file: archive, cwd: extracted, filter: (p) => p === 'manifest.json' });
    const manifest = BackupManifest.parse(JSON.parse(fs.readFileSync(path.join(extracted, 'manifest.json'), 'utf8')));
    expect(manifest.files.some((f) => f.path === `files/${image.url.split('/').pop()}` && f.size === PNG.length)).toBe(
      true,
    );

    const restore = await runCommand('restore', [archive], restored);
    expect(restore.code, restore.output).toBe(0);
    // A second restore into the now non-empty DATA_DIR is refused without --force.
    const again = await runCommand('restore', [archive], restored);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');

    const second = await start(restored);
    const token2 = await signIn(second.baseUrl, email);
    const notes = await postJson(second.baseUrl, V1.textEditor.query, { kind: 'notes', pageSize: 100 }, token2);
    expect((notes.json.data as { items: Array<{ title: string }> }).items.map((n) => n.title)).toContain(
      'Kept across a restore',
    );
    const served = await fetch(`${second.baseUrl}${image.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    await stop(second);
  });

  it('points to the pg_dump recipe when DATABASE_URL is set, and touches nothing', { timeout: 120_000 }, async () => {
    const dataDir = path.join(tmpRoot, 'postgres-install');
    const env = { DATABASE_URL: 'postgres://inkstone@127.0.0.1:1/inkstone' };
    const backup = await runCommand('backup', ['--out', path.join(tmpRoot, 'never.tar.gz')], dataDir, env);
    expect(backup.code).toBe(2);
    expect(backup.output).toContain('pg_dump -Fc');
    expect(backup.output).toContain('docs/deploy.md');
    expect(fs.existsSync(path.join(tmpRoot, 'never.tar.gz'))).toBe(false);
    const restore = await runCommand('restore', [path.join(tmpRoot, 'never.tar.gz')], dataDir, env);
    expect(restore.code).toBe(2);
    expect(restore.output).toContain('pg_restore');
  });

  it('refuses a damaged backup and leaves DATA_DIR as it was', { timeout: 120_000 }, async () => {
    const source = path.join(tmpRoot, 'damaged-src');
    const target = path.join(tmpRoot, 'damaged-target');
    // A backup whose manifest promises other bytes than the database it carries.
    fs.mkdirSync(source, { recursive: true });
    fs.writeFileSync(path.join(source, 'database.tar.gz'), 'not the database');
    const manifest: BackupManifest = {
      format: 'inkstone-backup',
      formatVersion: 1,
      appVersion: '0.1.0',
      migration: '0000_foundation',
      createdAt: new Date().toISOString(),
      database: { path: 'database.tar.gz', size: 16, sha256: '0'.repeat(64) },
      files: [],
      totalBytes: 16,
    };
    fs.writeFileSync(path.join(source, 'manifest.json'), JSON.stringify(manifest));
    const archive = path.join(tmpRoot, 'damaged.tar.gz');
    await tar.c({ gzip: true, file: archive, cwd: source }, ['manifest.json', 'database.tar.gz']);

    const res = await runCommand('restore', [archive], target);
    expect(res.code).toBe(1);
    expect(res.output).toContain('database.tar.gz does not match its checksum');
    expect(fs.readdirSync(target)).toEqual([]);
  });
});
