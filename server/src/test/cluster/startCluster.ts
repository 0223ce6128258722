import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { startFakeLlm, type FakeLlm } from '../fakes/fakeLlm.js';
import { startFakeS3, type FakeS3 } from '../fakes/s3Server.js';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtpServer.js';
import { createScratchDatabase, type ScratchDatabase } from '../scratchDatabase.js';
import { freePort, startServer, type ServerProcess } from '../serverProcess.js';
import { DEPLOY_FILES, deployedEnvironment } from './deployFiles.js';
import { renderMainConfig, renderSite } from './nginxConfig.js';
import { findNginx, startNginx, type NginxProcess } from './nginxProcess.js';
import { makeSelfSignedCertificate } from './selfSignedCertificate.js';
import { startWorker, type WorkerProcess } from './workerProcess.js';

/** One app server of the cluster (inkstone-web@<port>). */
export interface AppServer {
  readonly name: 'A' | 'B';
  readonly port: number;
  /** http://127.0.0.1:<port>: the server itself, not through nginx. */
  readonly baseUrl: string;
  /** The running process; undefined while the server is killed. */
  process?: ServerProcess;
}

export interface ClusterOptions {
  /** Variables on top of the deployed ones for every process (e.g. LITERATURE_SOURCES for fakes). */
  env?: Record<string, string>;
}

/** nginx + two app servers + one worker + PostgreSQL + fake S3, mail and model (docs/deploy.md, "Several servers"). */
export interface Cluster {
  /** https://127.0.0.1:<port>: nginx, the only address a client uses. */
  readonly url: string;
  /** An undici dispatcher that trusts the cluster's self-signed certificate (pass to fetch). */
  readonly dispatcher: Agent;
  /** PEM of the certificate, for a client of its own (wrk does not check it). */
  readonly certificatePem: string;
  readonly servers: readonly [AppServer, AppServer];
  readonly worker: WorkerProcess;
  readonly databaseUrl: string;
  readonly llm: FakeLlm;
  readonly s3: FakeS3;
  readonly smtp: FakeSmtp;
  readonly nginx: NginxProcess;
  /** The bearer token of every app server's `/metrics`. */
  readonly metricsToken: string;
  /** fetch through nginx (undici's: Node's built-in fetch is an older undici that refuses this Agent). */
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  /** Ends an app server's process (SIGKILL: a crash) and waits for it to be gone. */
  killServer(server: AppServer, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a killed app server again on its port and waits until it is ready. */
  restartServer(server: AppServer): Promise<void>;
  /** Reloads nginx with the first `count` app servers in its upstream (benches: one against two). */
  useAppServers(count: 1 | 2): Promise<void>;
  /** Everything the processes printed, for a failing test. */
  output(): string;
  stop(): Promise<void>;
}

// Three processes load the TypeScript sources at once on two cores, often beside other test files.
const START_TIMEOUT_MS = 120_000;

/** Why the cluster cannot run here, or undefined when it can (PostgreSQL and nginx are both needed). */
export function clusterUnavailableReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (the cluster needs PostgreSQL)';
  if (!findNginx()) return 'nginx is not installed (apt-get install nginx)';
  return undefined;
}

/** The fakes' addresses and the test's secrets in place of the deployed file's placeholders. */
function testEnvironment(
  db: ScratchDatabase,
  s3: FakeS3,
  smtp: FakeSmtp,
  llm: FakeLlm,
  dataDir: string,
  metricsToken: string,
) {
  return {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: smtp.url,
    // Nothing in the tests sends an SMS; should one, it goes nowhere (the discard port).
    TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9',
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: 'cluster-fake-key',
    LLM_MODEL: 'cluster-fake-model',
    METRICS_TOKEN: metricsToken,
    SETTINGS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    SHUTDOWN_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'warn',
    // The built-in corpus is indexed in the background after start (seconds of CPU on each server);
    // and no test reaches the real literature services.
    CORPUS_AUTOLOAD: 'false',
    LITERATURE_SOURCES: 'none',
  };
}

/** Starts the whole topology; `stop()` ends every process and drops the database. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const unavailable = clusterUnavailableReason();
  if (unavailable) throw new Error(`cluster unavailable: ${unavailable}`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-cluster-'));
  const cleanups: Array<() => unknown> = [() => fs.rmSync(root, { recursive: true, force: true })];
  const stop = async () => {
    // Last started, first stopped, each whatever the others did; a second stop() finds nothing left.
    for (const cleanup of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  };
  try {
    const [db, s3, smtp, llm] = await Promise.all([
      createScratchDatabase(process.env.TEST_DATABASE_URL!),
      startFakeS3(),
      startFakeSmtp(),
      startFakeLlm(),
    ]);
    cleanups.push(
      () => db.drop(),
      () => s3.close(),
      () => smtp.close(),
      () => llm.close(),
    );
    const metricsToken = crypto.randomBytes(16).toString('hex');
    const shared = {
      ...testEnvironment(db, s3, smtp, llm, path.join(root, 'data'), metricsToken),
      ...options.env,
    };
    const webEnv = (port: number) => ({ ...deployedEnvironment(DEPLOY_FILES.webUnit, String(port)), ...shared });
    const ports = [await freePort(), await freePort()];
    const servers: [AppServer, AppServer] = [
      { name: 'A', port: ports[0]!, baseUrl: `http://127.0.0.1:${ports[0]}` },
      { name: 'B', port: ports[1]!, baseUrl: `http://127.0.0.1:${ports[1]}` },
    ];
    cleanups.push(() => Promise.all(servers.map((s) => killProcess(s))));
    // Both servers migrate under the advisory lock (one waits for the other); the worker starts after
    // them, so three processes do not compete for two cores at once. allSettled: a server that did
    // start is recorded (and stopped) even when the other failed.
    const started = await Promise.allSettled(
      servers.map(async (s) => {
        s.process = await startServer(webEnv(s.port), START_TIMEOUT_MS);
      }),
    );
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const worker = await startWorker({ ...deployedEnvironment(DEPLOY_FILES.workerUnit), ...shared }, START_TIMEOUT_MS);
    cleanups.push(async () => {
      worker.child.kill('SIGKILL');
      await worker.exited;
    });

    const certificate = makeSelfSignedCertificate(root);
    const httpsPort = await freePort();
    const httpPort = await freePort();
    const site = fs.readFileSync(DEPLOY_FILES.nginxSite, 'utf8');
    const configFor = (appPorts: readonly number[]) =>
      renderMainConfig(
        renderSite(site, {
          httpsPort,
          httpPort,
          appPorts,
          certificate: certificate.certificate,
          certificateKey: certificate.key,
        }),
        { prefix: path.join(root, 'nginx'), isRoot: process.getuid?.() === 0 },
      );
    fs.mkdirSync(path.join(root, 'nginx'));
    const nginx = await startNginx(findNginx()!, path.join(root, 'nginx'), configFor(ports), httpsPort);
    cleanups.push(() => nginx.stop());
    const dispatcher = new Agent({ connect: { ca: certificate.pem }, connections: 256 });
    cleanups.push(() => dispatcher.close());
    const url = `https://127.0.0.1:${httpsPort}`;

    return {
      url,
      dispatcher,
      certificatePem: certificate.pem,
      servers,
      worker,
      databaseUrl: db.url,
      llm,
      s3,
      smtp,
      nginx,
      metricsToken,
      fetch: (pathAndQuery, init) =>
        undiciFetch(`${url}${pathAndQuery}`, {
          ...init,
          dispatcher,
        }),
      killServer: (server, signal = 'SIGKILL') => killProcess(server, signal),
      async restartServer(server) {
        if (server.process) throw new Error(`server ${server.name} is still running`);
        server.process = await startServer(webEnv(server.port), START_TIMEOUT_MS);
      },
      useAppServers: (count) => nginx.reload(configFor(ports.slice(0, count))),
      output: () =>
        [
          ...servers.map((s) => `--- server ${s.name}\n${s.process?.output() ?? '(not running)'}`),
          `--- worker\n${worker.output()}`,
          `--- nginx\n${nginx.output()}`,
        ].join('\n'),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function killProcess(server: AppServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const running = server.process;
  if (!running) return;
  running.child.kill(signal);
  await running.exited;
  server.process = undefined;
}
