import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettingsKey, maskSecret, seal, unseal } from './secretBox.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('secretBox', () => {
  const key = Buffer.alloc(32, 7);

  it('round-trips a secret, never containing it in clear, with a fresh IV each time', () => {
    const secret = 'sk-live-abcdefghijklmnop';
    const a = seal(key, secret);
    const b = seal(key, secret);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(unseal(key, a)).toBe(secret);
  });

  it('refuses a wrong key or altered ciphertext (GCM authentication)', () => {
    const sealed = seal(key, 'secret-value');
    expect(() => unseal(Buffer.alloc(32, 8), sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => unseal(key, `v1:${bytes.toString('base64')}`)).toThrow();
  });

  it('masks keys to a hint', () => {
    expect(maskSecret('sk-VKMIsabcdefghijwjh3')).toBe('sk-…wjh3');
    expect(maskSecret('short')).toBe('…rt');
    expect(maskSecret('😀a')).toBe('…😀a');
    expect(maskSecret('ab😀😀😀😀😀😀😀😀😀😀😀😀😀😀x')).toBe('ab😀…😀😀😀x');
  });

  it('uses SETTINGS_ENCRYPTION_KEY in hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: hex, DATA_DIR: tempDir() })).toEqual(Buffer.from(hex, 'hex'));
    const b64 = Buffer.alloc(32, 3).toString('base64');
    expect(loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: b64, DATA_DIR: tempDir() })).toEqual(Buffer.alloc(32, 3));
  });

  it('without it, generates DATA_DIR/secret.key once with mode 600 and reuses it', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: undefined, DATA_DIR: dir });
    const file = path.join(dir, 'secret.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadSettingsKey({ SETTINGS_ENCRYPTION_KEY: undefined, DATA_DIR: dir })).toEqual(first);
  });
});
