import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEnv, usesDevOutbox } from '../../env.js';
import { DEPLOY_FILES, deployedEnvironment, parseEnvironmentFile, unitEnvironment } from './deployFiles.js';

describe('the shipped environment file and units', () => {
  it('give an app server its port, no tasks, and a configuration the server accepts for production', () => {
    const env = loadEnv(deployedEnvironment(DEPLOY_FILES.webUnit, '3002'));
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3002,
      RUN_WORKER: false,
      JOB_QUEUE: 'pgboss',
      STORAGE: 's3',
      TRUST_PROXY: true,
      HOST: '127.0.0.1',
      FILE_MAX_BYTES: 50 * 1024 ** 2,
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
    // main.ts refuses production with the development outbox.
    expect(usesDevOutbox(env)).toBe(false);
  });

  it('give the worker the same configuration (its unit adds nothing)', () => {
    expect(unitEnvironment('Environment=X=1')).toEqual({ X: '1' });
    expect(deployedEnvironment(DEPLOY_FILES.workerUnit)).toEqual(
      parseEnvironmentFile(fs.readFileSync(DEPLOY_FILES.env, 'utf8')),
    );
  });

  it('reads KEY=value lines as systemd does, skipping comments', () => {
    expect(parseEnvironmentFile('# A=1\nB=two words\n\n  C=3 \nlower=x')).toEqual({ B: 'two words', C: '3' });
    expect(unitEnvironment('[Service]\nEnvironment=PORT=%i\nEnvironment=RUN_WORKER=false', '3001')).toEqual({
      PORT: '3001',
      RUN_WORKER: 'false',
    });
  });
});
