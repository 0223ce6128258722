import fs from 'node:fs';

/**
 * The release this code is: the root package.json's version (read once; the same path from src/
 * under tsx and from dist/ when built). The health page and backup manifests show it.
 */
export const APP_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
})();
