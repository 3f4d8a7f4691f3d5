import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Plugin } from 'vite';

import type { BuildEnv } from '../../src/config/env-schema.ts';

/**
 * The production build's Content Security Policy (decision 0024). Scripts come only from our
 * origin and from the hashes of index.html's own two inline scripts (the static landing and
 * the entry loader; a build of other pages, as the bench's, hashes theirs), never
 * 'unsafe-inline' or 'unsafe-eval'; requests go only to our origin and the env's API URLs;
 * nothing may frame the app, plug in objects or rebase its URLs.
 * Google's sign-in and the two third-party scripts (support chat, session replay) add their
 * hosts only when the env configures them.
 */

/** Google Identity Services' hosts, as Google documents them for a CSP. */
const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  img: ['https://*.googleusercontent.com'],
};

function origin(url: string | undefined) {
  return url ? new URL(url).origin : undefined;
}

function defined(values: readonly (string | undefined)[]) {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export type PolicyDelivery = 'header' | 'meta';

/**
 * The policy for a build env. `meta` leaves out what a `<meta>` policy cannot carry
 * (frame-ancestors, which browsers ignore there and warn about): the hosting header has it.
 */
export function contentSecurityPolicy(
  env: BuildEnv,
  inlineScriptHashes: readonly string[],
  delivery: PolicyDelivery,
) {
  const google = env.GOOGLE_CLIENT_ID ? GOOGLE_SIGN_IN : undefined;
  const apis = env.MOCK
    ? []
    : defined([env.API_URL, env.AUTH_API_URL, env.CORE_API_URL].map(origin));
  const thirdParty = defined([origin(env.SUPPORT_CHAT_URL), origin(env.SESSION_REPLAY_URL)]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...inlineScriptHashes.map((hash) => `'${hash}'`),
        ...(google?.script ?? []),
        ...thirdParty,
      ],
    ],
    // Inline styles stay allowed: Radix positions popovers with style attributes and sonner
    // injects its stylesheet; scripts are what a CSP must hold.
    ['style-src', ["'self'", "'unsafe-inline'", ...(google?.style ?? [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...apis, ...(google?.img ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apis, ...(google?.connect ?? []), ...thirdParty]],
    [
      'frame-src',
      google || thirdParty.length ? [...(google?.frame ?? []), ...thirdParty] : ["'none'"],
    ],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP hashes ('sha256-…') of the inline scripts of a built page, exactly as the browser hashes them. */
export function inlineScriptHashes(html: string) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}`,
  );
}

/** The header set for hosting (`dist/_headers`, Netlify and Cloudflare Pages read it as is). */
export function hostingHeaders(policy: string) {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * The build's hashed files never change under their name: a browser keeps them a year and uses
 * them without asking again (what the landing prefetches for the sign-in is then there at the
 * press; decision 0010).
 */
export const ASSET_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable' };

export function headersFile(
  headers: Record<string, string>,
  assets: Record<string, string> = ASSET_HEADERS,
) {
  const block = (path: string, entries: Record<string, string>) =>
    `${path}\n${Object.entries(entries)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`;
  return `${block('/*', headers)}${block('/assets/*', assets)}`;
}

/** `_headers` back into its blocks: path pattern -> headers. */
function readHeadersFile(text: string) {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (header && current) current[header[1]!] = header[2]!;
    else if (line.trim()) blocks.set(line.trim(), (current = {}));
  }
  return blocks;
}

const META_AFTER = /<meta charset="UTF-8" \/>/;

/** Adds the policy as a `<meta>` right after the charset, before any script can run. */
export function withPolicyMeta(html: string, policy: string) {
  if (!META_AFTER.test(html)) throw new Error('content-security-policy: no <meta charset>');
  return html.replace(
    META_AFTER,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}

/**
 * The hashes one header policy needs for every page of a build (page path -> that page's
 * hashes): each page's, once, pages in path order. One `_headers` policy answers every path,
 * so it must allow the inline scripts of every page built, not only the last one's.
 */
export function everyPageHashes(pages: ReadonlyMap<string, readonly string[]>) {
  return [
    ...new Set([...pages].sort(([a], [b]) => a.localeCompare(b)).flatMap(([, hashes]) => hashes)),
  ];
}

/**
 * Build: each page's policy as a `<meta>` (its own inline scripts' hashes) and the full header
 * set in `dist/_headers` (the hashes of every page built: index.html alone for the app, the
 * bench's pages for the bench). Preview: `vite preview` answers with that same header set, so
 * the e2e suite and the bench run under it. The dev server has neither (Vite's hot reload
 * injects inline scripts).
 */
export function strictContentSecurityPolicy(env: BuildEnv): Plugin {
  const pageHashes = new Map<string, string[]>();
  return {
    name: 'oportuna:content-security-policy',
    buildStart() {
      pageHashes.clear();
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) return html;
        const hashes = inlineScriptHashes(html);
        pageHashes.set(context.path, hashes);
        return withPolicyMeta(html, contentSecurityPolicy(env, hashes, 'meta'));
      },
    },
    writeBundle(options) {
      if (!pageHashes.size || !options.dir) return;
      const policy = contentSecurityPolicy(env, everyPageHashes(pageHashes), 'header');
      writeFileSync(join(options.dir, '_headers'), headersFile(hostingHeaders(policy)));
    },
    configurePreviewServer(server) {
      const { root, build } = server.config;
      const blocks = readHeadersFile(
        readFileSync(join(resolve(root, build.outDir), '_headers'), 'utf8'),
      );
      const every = blocks.get('/*') ?? {};
      const assets = blocks.get('/assets/*') ?? {};
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(every)) response.setHeader(name, value);
        if (request.url?.startsWith('/assets/')) {
          // The static server writes its own Cache-Control with the response: ours wins.
          const writeHead = response.writeHead.bind(response);
          response.writeHead = ((status: number, ...rest: unknown[]) => {
            for (const [name, value] of Object.entries(assets)) response.setHeader(name, value);
            const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
            if (headers) {
              for (const name of Object.keys(assets)) {
                for (const key of Object.keys(headers)) {
                  if (key.toLowerCase() === name.toLowerCase()) {
                    (headers as Record<string, string>)[key] = assets[name]!;
                  }
                }
              }
            }
            return (writeHead as (...args: unknown[]) => typeof response)(status, ...rest);
          }) as typeof response.writeHead;
        }
        next();
      });
    },
  };
}
