/** What the test puts in place of the shipped site's ports and paths. */
export interface NginxSiteTarget {
  /** Replaces 443 (TLS). */
  httpsPort: number;
  /** Replaces 80 (the redirect to HTTPS). */
  httpPort: number;
  /** The app servers, in place of 3001 and 3002; one port leaves the second `server` line out. */
  appPorts: readonly number[];
  certificate: string;
  certificateKey: string;
}

const SHIPPED_APP_PORTS = [3001, 3002];

/**
 * The shipped site (deploy/nginx/inkstone.conf) with the test's ports and certificate paths, and
 * nothing else changed. Listening sockets are bound to loopback, the test's only network. Throws
 * when a line the test relies on is not in the file (the file changed; the test must follow).
 */
export function renderSite(site: string, target: NginxSiteTarget): string {
  let out = site;
  const replace = (pattern: RegExp, by: string | ((...groups: string[]) => string)) => {
    if (out.search(pattern) < 0) throw new Error(`deploy/nginx/inkstone.conf: no line matches ${pattern}`);
    out = typeof by === 'string' ? out.replace(pattern, by) : out.replace(pattern, by);
  };
  replace(/listen 443 /g, `listen 127.0.0.1:${target.httpsPort} `);
  replace(/listen \[::\]:443 /g, `listen [::1]:${target.httpsPort} `);
  replace(/listen 80;/g, `listen 127.0.0.1:${target.httpPort};`);
  replace(/listen \[::\]:80;/g, `listen [::1]:${target.httpPort};`);
  replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${target.certificate};`);
  replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${target.certificateKey};`);
  SHIPPED_APP_PORTS.forEach((shipped, i) => {
    const port = target.appPorts[i];
    const line = new RegExp(`^(\\s*)server 127\\.0\\.0\\.1:${shipped}( .*)?;\\n`, 'm');
    replace(line, (_all, indent = '', rest = '') => (port ? `${indent}server 127.0.0.1:${port}${rest};\n` : ''));
  });
  return out;
}

/** Where a foreground nginx keeps its files: everything under the test's own prefix directory. */
export interface NginxMainTarget {
  prefix: string;
  /** Run as root (CI): workers stay root, so they can write the prefix's temp directories. */
  isRoot: boolean;
}

/**
 * The main nginx.conf around the site: Debian's /etc/nginx/nginx.conf reduced to what the site needs
 * (one worker per core, the MIME types, logs and temp files in the prefix). Error and access logs
 * are kept for a failing test to print.
 */
export function renderMainConfig(site: string, target: NginxMainTarget): string {
  const p = target.prefix;
  return [
    ...(target.isRoot ? ['user root;'] : []),
    'worker_processes auto;',
    `error_log ${p}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    `  access_log ${p}/access.log;`,
    `  client_body_temp_path ${p}/body;`,
    `  proxy_temp_path ${p}/proxy;`,
    `  fastcgi_temp_path ${p}/fastcgi;`,
    `  uwsgi_temp_path ${p}/uwsgi;`,
    `  scgi_temp_path ${p}/scgi;`,
    site,
    '}',
    '',
  ].join('\n');
}
