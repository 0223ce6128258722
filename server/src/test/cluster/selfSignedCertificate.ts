import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A certificate for 127.0.0.1 and localhost, valid for a day, and its key; `pem` is what a client trusts. */
export interface TestCertificate {
  certificate: string;
  key: string;
  pem: string;
}

/** Makes a self-signed P-256 certificate with openssl (Debian's `openssl` package) in `dir`. */
export function makeSelfSignedCertificate(dir: string): TestCertificate {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key, pem: fs.readFileSync(certificate, 'utf8') };
}
