import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_FILES } from './deployFiles.js';
import { renderMainConfig, renderSite } from './nginxConfig.js';

const shipped = fs.readFileSync(DEPLOY_FILES.nginxSite, 'utf8');
const target = {
  httpsPort: 40443,
  httpPort: 40080,
  appPorts: [41001, 41002],
  certificate: '/tmp/x/cert.pem',
  certificateKey: '/tmp/x/key.pem',
};

/** Lines of `b` that differ from the line at the same place in `a`. */
function changedLines(a: string, b: string): string[] {
  const before = a.split('\n');
  return b.split('\n').filter((line, i) => line !== before[i]);
}

describe('the shipped nginx site as the cluster test runs it', () => {
  it('changes only the listening ports, the app servers and the certificate paths', () => {
    const rendered = renderSite(shipped, target);
    expect(changedLines(shipped, rendered).map((l) => l.trim())).toEqual([
      'server 127.0.0.1:41001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:41002 max_fails=1 fail_timeout=5s;',
      'listen 127.0.0.1:40080;',
      'listen [::1]:40080;',
      'listen 127.0.0.1:40443 ssl http2;',
      'listen [::1]:40443 ssl http2;',
      'ssl_certificate /tmp/x/cert.pem;',
      'ssl_certificate_key /tmp/x/key.pem;',
    ]);
  });

  it('leaves the second app server out when given one port', () => {
    const rendered = renderSite(shipped, { ...target, appPorts: [41001] });
    expect(rendered).toContain('server 127.0.0.1:41001 ');
    expect(rendered).not.toMatch(/server 127\.0\.0\.1:(3002|41002)/);
    expect(rendered.split('\n')).toHaveLength(shipped.split('\n').length - 1);
  });

  it('refuses a site that lost a line the test relies on', () => {
    expect(() => renderSite(shipped.replace(/ssl_certificate_key.*\n/, ''), target)).toThrow(/ssl_certificate_key/);
  });

  it('wraps the site in a main configuration that keeps every file in the prefix', () => {
    const main = renderMainConfig('# site', { prefix: '/tmp/p', isRoot: false });
    expect(main).not.toContain('user ');
    expect(main).toContain('error_log /tmp/p/error.log');
    expect(main).toContain('client_body_temp_path /tmp/p/body;');
    expect(renderMainConfig('# site', { prefix: '/tmp/p', isRoot: true })).toMatch(/^user root;/);
  });
});
