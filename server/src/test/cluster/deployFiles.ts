import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The operator's configuration files the cluster test runs (docs/deploy.md, "Several servers"). */
export const DEPLOY_FILES = {
  nginxSite: fileURLToPath(new URL('../../../../deploy/nginx/inkstone.conf', import.meta.url)),
  env: fileURLToPath(new URL('../../../../deploy/inkstone.env.example', import.meta.url)),
  webUnit: fileURLToPath(new URL('../../../../deploy/systemd/inkstone-web@.service', import.meta.url)),
  workerUnit: fileURLToPath(new URL('../../../../deploy/systemd/inkstone-worker.service', import.meta.url)),
};

/** `KEY=value` lines of an EnvironmentFile as systemd reads them (comments and blank lines skipped). */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]!] = match[2]!.trim();
  }
  return env;
}

/** The `Environment=KEY=value` lines of a unit, with `%i` as the instance name. */
export function unitEnvironment(unitText: string, instance = ''): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of unitText.split('\n')) {
    const match = /^Environment=([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replaceAll('%i', instance);
  }
  return env;
}

/** The environment file and a unit's own lines, as systemd gives them to the process. */
export function deployedEnvironment(unitFile: string, instance = ''): Record<string, string> {
  return {
    ...parseEnvironmentFile(fs.readFileSync(DEPLOY_FILES.env, 'utf8')),
    ...unitEnvironment(fs.readFileSync(unitFile, 'utf8'), instance),
  };
}
