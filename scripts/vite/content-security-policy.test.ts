import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { BuildEnv } from '../../src/config/env-schema';
import {
  contentSecurityPolicy,
  everyPageHashes,
  headersFile,
  hostingHeaders,
  inlineScriptHashes,
  withPolicyMeta,
} from './content-security-policy';

const MOCK: BuildEnv = { MOCK: true };
const REAL: BuildEnv = {
  MOCK: false,
  API_URL: 'https://api.oportuna.cl/api',
  AUTH_API_URL: 'https://auth.oportuna.cl',
  CORE_API_URL: 'https://api.oportuna.cl/core',
};

function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from our origin and the given hashes only', () => {
    const policy = directives(contentSecurityPolicy(MOCK, ['sha256-abc='], 'header'));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(JSON.stringify(policy['script-src'])).not.toMatch(/unsafe/);
  });

  it('connects to the env API origins, each once', () => {
    const policy = directives(contentSecurityPolicy(REAL, [], 'header'));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.oportuna.cl',
      'https://auth.oportuna.cl',
    ]);
  });

  it("leaves frame-ancestors to the header: a <meta> policy can't carry it", () => {
    expect(contentSecurityPolicy(MOCK, [], 'meta')).not.toContain('frame-ancestors');
  });

  it("adds Google's and the third-party scripts' hosts only when configured", () => {
    const unconfigured = contentSecurityPolicy(REAL, [], 'header');
    expect(unconfigured).not.toContain('google');
    const configured = directives(
      contentSecurityPolicy(
        {
          ...REAL,
          GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
          SUPPORT_CHAT_URL: 'https://chat.vendor.example/widget.js',
          SESSION_REPLAY_URL: 'https://replay.vendor.example/r.js',
        },
        [],
        'header',
      ),
    );
    expect(configured['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://chat.vendor.example',
      'https://replay.vendor.example',
    ]);
    expect(configured['frame-src']).toContain('https://accounts.google.com/gsi/');
  });
});

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text as the browser does, and skips scripts with a src", () => {
    const body = "\n      console.log('hola');\n    ";
    const html = `<head><script type="module" src="/a.js"></script></head><body><script>${body}</script></body>`;
    const expected = `sha256-${createHash('sha256').update(body).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});

describe('everyPageHashes', () => {
  it("keeps the app's page hashes as they are when it is the only page", () => {
    const pages = new Map([['/index.html', ['sha256-landing=', 'sha256-loader=']]]);
    expect(everyPageHashes(pages)).toEqual(['sha256-landing=', 'sha256-loader=']);
  });

  it('allows the inline scripts of every page built, each hash once, whatever the build order', () => {
    const built: [string, string[]][] = [
      ['/scripts/bench/users.html', ['sha256-users=', 'sha256-shared=']],
      ['/scripts/bench/grid.html', ['sha256-grid=', 'sha256-shared=']],
      ['/scripts/bench/stream.html', []],
    ];
    const expected = ['sha256-grid=', 'sha256-shared=', 'sha256-users='];
    expect(everyPageHashes(new Map(built))).toEqual(expected);
    expect(everyPageHashes(new Map([...built].reverse()))).toEqual(expected);
  });
});

describe('the page and the hosting headers', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = withPolicyMeta(
      '<head>\n    <meta charset="UTF-8" />\n<script>x</script>',
      "default-src 'self'",
    );
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script>'),
    );
  });

  it('writes a _headers file for every path', () => {
    const file = headersFile(hostingHeaders("default-src 'self'"));
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toContain("  Content-Security-Policy: default-src 'self'");
    expect(file).toContain('  X-Content-Type-Options: nosniff');
  });
});
