import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1 } from '@inkstone/shared/paths';
import { registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { IMAGE_MAX_BYTES } from '../../../notes/images.service.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const BOUNDARY = 'inkstone-test-boundary';

function multipartBody(bytes: Buffer, fileName: string, type: string): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

let t: TestApp;
let alice: RegisteredUser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-images-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  alice = await registerUser(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string | undefined, bytes: Buffer, fileName = 'figure.png', type = 'image/png') =>
  t.request({
    method: 'POST',
    url: V1.textEditor.uploadImage,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(bytes, fileName, type),
  });

describe('POST /v1/textEditor/uploadImage and GET /v1/textEditor/image/:id', () => {
  it('stores a PNG and serves it by its capability URL with immutable caching', async () => {
    const res = await upload(alice.token, PNG);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json().data as { id: string; url: string };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`${V1.textEditor.image}/${id}`);

    const image = await t.request({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('needs a signed-in user to upload', async () => {
    expect((await upload(undefined, PNG)).statusCode).toBe(401);
  });

  it('refuses a file that is not an image by its bytes, whatever it claims', async () => {
    const res = await upload(alice.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation_error');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES, 0)]);
    const res = await upload(alice.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('payload_too_large');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.request({ method: 'GET', url: `${V1.textEditor.image}/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${V1.textEditor.image}/..%2F..%2Fetc` })).statusCode).toBe(404);
  });
});
