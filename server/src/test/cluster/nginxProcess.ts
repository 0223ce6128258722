import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Debian's nginx binary, or undefined when the package is not installed. */
export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/** nginx in the foreground with its own prefix directory and configuration (never the system service). */
export interface NginxProcess {
  readonly child: ChildProcess;
  /** Replaces the configuration and reloads it (SIGHUP: new workers, old ones finish their requests). */
  reload(config: string): Promise<void>;
  /** The error log and what nginx printed, for a failing test. */
  output(): string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(!!socket.end()));
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`nginx did not listen on ${port} within 10 s:\n${output()}`);
}

/**
 * Checks the configuration (`nginx -t`), then starts nginx with `daemon off` and waits until `port`
 * accepts connections. `prefix` holds the config, the pid file, the logs and the temp files.
 */
export async function startNginx(binary: string, prefix: string, config: string, port: number): Promise<NginxProcess> {
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, config);
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile];
  const globals = `daemon off; pid ${path.join(prefix, 'nginx.pid')};`;
  const checked = spawnSync(binary, [...args, '-g', globals, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t failed:\n${checked.stderr}`);
  const child = spawn(binary, [...args, '-g', globals], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = path.join(prefix, 'error.log');
  const output = () => `${printed}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  await waitForPort(port, child, output);
  return {
    child,
    output,
    async reload(next) {
      fs.writeFileSync(confFile, next);
      const test = spawnSync(binary, [...args, '-g', globals, '-t'], { encoding: 'utf8' });
      if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
      child.kill('SIGHUP');
      // The master starts new workers and tells the old ones to finish; a moment is enough here.
      await new Promise((r) => setTimeout(r, 300));
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
