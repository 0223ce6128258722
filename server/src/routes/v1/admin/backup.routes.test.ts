import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { BackupManifest } from '../../../backup/manifest.js';
import { restoreBackup } from '../../../backup/restoreBackup.js';
import { openDatabase } from '../../../db/client.js';
import { adminUser, okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

/**
 * GET /v1/admin/backup (issue 22, "Backups"): the running embedded server writes the archive
 * `npm run backup` writes, with no downtime, and `npm run restore`'s code puts it back.
 */
const isEmbedded = !process.env.TEST_DATABASE_URL;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 3)]);
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-live-backup-'));

let t: TestApp;
let admin: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

const download = (token?: string) => t.request({ method: 'GET', url: V1.admin.backup, token });

describe('GET /v1/admin/backup', () => {
  it('is for administrators: 401 signed out, 403 for a user', async () => {
    expect((await download()).statusCode).toBe(401);
    const user = await registerUser(t);
    const res = await download(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'forbidden' });
  });

  it.skipIf(isEmbedded)('on PostgreSQL points to pg_dump and writes nothing', async () => {
    const res = await download(admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'backup_not_embedded' });
    expect(res.json<{ errorMsg: string }>().errorMsg).toContain('pg_dump');
    expect(fs.readdirSync(t.ctx.env.DATA_DIR).filter((name) => name.includes('backup'))).toEqual([]);
  });

  it.skipIf(!isEmbedded)(
    'from the running server: a note and an image written before it are restored into a fresh DATA_DIR',
    { timeout: 120_000 },
    async () => {
      const user = await registerUser(t);
      const { note } = okData<{ note: { id: string } }>(
        await t.request({
          method: 'POST',
          url: V1.textEditor.create,
          payload: { kind: 'note', title: 'Kept by a live backup' },
          token: user.token,
        }),
      );
      const form = new FormData();
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'figure.png');
      const upload = await t.app.inject({
        method: 'POST',
        url: V1.textEditor.uploadImage,
        headers: { authorization: `Bearer ${user.token}` },
        payload: form,
      });
      const image = okData<{ url: string }>(upload);

      const res = await download(admin.token);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inkstone-backup-.+\.tar\.gz"$/);
      const archive = path.join(tmpRoot, 'live.tar.gz');
      fs.writeFileSync(archive, res.rawPayload);
      // Nothing of it is left in DATA_DIR once sent.
      await expect.poll(() => fs.readdirSync(t.ctx.env.DATA_DIR).filter((n) => n.includes('backup'))).toEqual([]);

      const restored = path.join(tmpRoot, 'restored');
      fs.mkdirSync(restored);
      const manifest = BackupManifest.parse(await restoreBackup(archive, restored, { force: false }));
      const imageFile = `files/${image.url.split('/').pop()}`;
      expect(manifest.files.find((f) => f.path === imageFile)?.size).toBe(PNG.length);
      expect(fs.readFileSync(path.join(restored, imageFile)).equals(PNG)).toBe(true);

      const database = await openDatabase({ dataDir: restored });
      try {
        const { rows } = (await database.db.execute(sql`select title from notes where id = ${note.id}`)) as {
          rows: Array<{ title: string }>;
        };
        expect(rows).toEqual([{ title: 'Kept by a live backup' }]);
      } finally {
        await database.close();
      }
      // The download is in the audit log.
      const audit = okData<{ items: Array<{ action: string }> }>(
        await t.request({ method: 'GET', url: `${V1.admin.auditLog}?page=1&pageSize=5`, token: admin.token }),
      );
      expect(audit.items.map((e) => e.action)).toContain('backup.download');
      const listed: string[] = [];
      await tar.t({ file: archive, onReadEntry: (e) => void listed.push(e.path) });
      expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'database.tar.gz', imageFile]));
    },
  );

  it.skipIf(!isEmbedded)(
    'taken while notes are being written: one backup at a time, and the copy opens whole',
    { timeout: 120_000 },
    async () => {
      const user = await registerUser(t);
      const writes = Array.from({ length: 20 }, (_, i) =>
        t.request({
          method: 'POST',
          url: V1.textEditor.create,
          payload: { kind: 'note', title: `Written during the backup ${i}` },
          token: user.token,
        }),
      );
      const [first, second] = await Promise.all([download(admin.token), download(admin.token), ...writes]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : second;
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'backup_busy' });
      for (const write of await Promise.all(writes)) expect(write.statusCode).toBe(200);

      const archive = path.join(tmpRoot, 'during.tar.gz');
      fs.writeFileSync(archive, (first.statusCode === 200 ? first : second).rawPayload);
      const restored = path.join(tmpRoot, 'restored-during');
      fs.mkdirSync(restored);
      await restoreBackup(archive, restored, { force: false });
      const database = await openDatabase({ dataDir: restored });
      try {
        // Each note is in the copy whole or not at all: the dump waits for transactions, never splits one.
        const { rows } = (await database.db.execute(
          sql`select title, version from notes where title like 'Written during the backup %'`,
        )) as { rows: Array<{ title: string; version: number }> };
        expect(rows.length).toBeLessThanOrEqual(20);
        for (const row of rows) expect(row.version).toBe(1);
      } finally {
        await database.close();
      }
    },
  );
});
