import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

/**
 * Every request the app's code makes, read from its source: each call of the request helpers of
 * src/lib (apiRequest, apiStream, apiUpload, apiDownload). ESLint keeps fetch, XMLHttpRequest and
 * EventSource out of the app's code but src/lib (no-restricted-globals), so these calls are all
 * of the app's requests.
 *
 * A call gives its method (or the helper's default), its service (or 'api') and its path: a
 * string, a template whose `${…}` fill whole segments (read as `:param`, or as each literal of a
 * parameter typed as a union of strings), or a choice between such paths. Whatever else (a path
 * computed elsewhere, a URL, a config built apart) is an unread call: the test that uses this
 * must say by hand which routes it makes.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** The helpers and the method each uses when the call names none; null: never readable. */
const HELPERS: Record<string, string | null> = {
  apiRequest: 'GET',
  // The work-management reads (src/lib/work-data-query.ts): apiRequest's config, always a GET.
  workDataQuery: 'GET',
  apiStream: 'POST',
  apiUpload: 'POST',
  // A URL the API handed out, not a path; openCall is the helpers' own building block.
  apiDownload: null,
  openCall: null,
};

/** The helpers themselves, the mock API and the tests are not the app's calls. */
const SKIPPED =
  /^(mocks|testing)\/|\.test\.tsx?$|\.d\.ts$|^lib\/(api-(client|stream|upload|download)|work-data-query)\.ts$/;

export type ClientCall = {
  /** 'POST /tags' or 'POST /chat (core)': the key the contract tests use. */
  route: string;
  /** Where: 'features/tags/api/create-tag.ts'. */
  file: string;
};

export type UnreadCall = {
  file: string;
  /** The call's source text, or just its path's when only the path is unread. */
  text: string;
};

/** The key of a route: its method, its path with any parameter as ':param', its service. */
export function routeKey(method: string, path: string, service = 'api') {
  const normalised = path.replace(/\/:[A-Za-z_]\w*\??/g, '/:param');
  return `${method.toUpperCase()} ${normalised}${service === 'api' ? '' : ` (${service})`}`;
}

/** The string literals of a type written as 'a' | 'b', or null. */
function literalsOf(type: ts.TypeNode | undefined): string[] | null {
  if (!type) return null;
  const parts = ts.isUnionTypeNode(type) ? type.types : [type];
  const literals = parts.map((part) =>
    ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal) ? part.literal.text : null,
  );
  return literals.every((literal) => literal !== null) ? (literals as string[]) : null;
}

/** What a `${…}` of a path can be: a parameter's literals, or any value (':param'). */
function segmentValues(expression: ts.Expression): string[] | null {
  if (
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'encodeURIComponent'
  ) {
    return [':param'];
  }
  if (ts.isPropertyAccessExpression(expression)) return [':param'];
  if (!ts.isIdentifier(expression)) return null;
  for (let node: ts.Node | undefined = expression; node; node = node.parent) {
    if (!ts.isFunctionLike(node)) continue;
    const parameter = node.parameters.find(
      (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === expression.text,
    );
    if (parameter) return literalsOf(parameter.type) ?? [':param'];
  }
  return [':param'];
}

/** The paths an expression can be, or null when it cannot be read here. */
function pathsOf(expression: ts.Expression): string[] | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression.text];
  }
  if (ts.isParenthesizedExpression(expression)) return pathsOf(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    const whenTrue = pathsOf(expression.whenTrue);
    const whenFalse = pathsOf(expression.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  if (!ts.isTemplateExpression(expression)) return null;
  let paths = [expression.head.text];
  for (const [index, span] of expression.templateSpans.entries()) {
    const after = span.literal.text;
    const last = index === expression.templateSpans.length - 1;
    // A value must fill a whole segment: '/tasks/${id}', never '${base}/x' or '/x-${id}'.
    const wholeSegment = paths.every((path) => path.endsWith('/'));
    if (!wholeSegment || !(after.startsWith('/') || (after === '' && last))) return null;
    const values = segmentValues(span.expression);
    if (!values) return null;
    paths = paths.flatMap((path) => values.map((value) => `${path}${value}${after}`));
  }
  return paths;
}

/** A property of an object literal: undefined when absent, null when not `name: value`. */
function valueOf(config: ts.ObjectLiteralExpression, name: string) {
  const property = config.properties.find(
    (entry) => entry.name && ts.isIdentifier(entry.name) && entry.name.text === name,
  );
  if (!property) return undefined;
  return ts.isPropertyAssignment(property) ? property.initializer : null;
}

/** A string literal's text, `fallback` when there is no value, null for any other value. */
function textOf(value: ts.Expression | null | undefined, fallback: string) {
  if (value === undefined) return fallback;
  return value && ts.isStringLiteral(value) ? value.text : null;
}

function sourceFiles(directory: string, prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(`${directory}/${entry.name}`, `${relative}/`);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(relative) ? [relative] : [];
  });
}

/** Reads every request helper call of src. */
export function scanClientCalls() {
  const calls: ClientCall[] = [];
  const unread: UnreadCall[] = [];
  const names = Object.keys(HELPERS);

  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(`${SRC}/${file}`, 'utf8');
    if (!names.some((name) => text.includes(name))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

    const readCall = (call: ts.CallExpression, defaultMethod: string | null) => {
      const [config] = call.arguments;
      if (defaultMethod === null || !config || !ts.isObjectLiteralExpression(config)) {
        unread.push({ file, text: call.getText(source) });
        return;
      }
      const method = textOf(valueOf(config, 'method'), defaultMethod);
      const service = textOf(valueOf(config, 'service'), 'api');
      const path = valueOf(config, 'path');
      const paths = path ? pathsOf(path) : null;
      if (config.properties.some(ts.isSpreadAssignment) || !method || !service || !paths) {
        unread.push({ file, text: (path && !paths ? path : call).getText(source) });
        return;
      }
      for (const each of paths) calls.push({ route: routeKey(method, each, service), file });
    };

    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && Object.hasOwn(HELPERS, node.text)) {
        const { parent } = node;
        if (ts.isCallExpression(parent) && parent.expression === node) {
          readCall(parent, HELPERS[node.text] ?? null);
        } else if (!ts.isImportSpecifier(parent) || parent.propertyName) {
          // Handed on as a value or renamed: whoever calls it is out of this scan's sight.
          unread.push({ file, text: parent.getText(source) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, unread };
}
