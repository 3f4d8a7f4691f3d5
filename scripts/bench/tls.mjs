/**
 * The bench serves its builds over HTTP/2, as production hosting does (decision 0010): browsers
 * speak HTTP/2 only over TLS, so the preview servers get a certificate for localhost, made here
 * with the machine's openssl and trusted by the bench's Chromium (--ignore-certificate-errors).
 * Over HTTP/1.1 a page's requests queue six at a time per host; under the mobile conditions'
 * 562.5 ms round trips, the queue, not the app, set the figure.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function localhostCertificate(dir) {
  await mkdir(dir, { recursive: true });
  const key = path.join(dir, 'localhost-key.pem');
  const cert = path.join(dir, 'localhost-cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error(`the bench needs openssl to serve over HTTP/2 (${error.message})`);
  }
  return { key: await readFile(key), cert: await readFile(cert) };
}
