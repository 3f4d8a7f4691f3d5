import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

/**
 * zod's classic API carries its JSON Schema conversion (`schema.toJSONSchema()`, the
 * `~standard.jsonSchema` methods and the `format`/`minLength`-style getters): two modules, 4.3 KB
 * compressed on every signed-in page, that the app never calls (it parses answers and forms; it
 * never describes a schema). A build replaces them with modules of the same exports that throw
 * when called, and whose `create…Method` factories hand back functions that throw, so a schema
 * is made and parses as before (decision 0010, issue 35). Dev and the tests keep zod whole;
 * zod-without-json-schema.test.ts checks the stubs name every export of the real modules.
 */
export const JSON_SCHEMA_MODULES = [
  '/zod/v4/core/to-json-schema.js',
  '/zod/v4/core/json-schema-processors.js',
];

export const JSON_SCHEMA_UNSUPPORTED =
  'JSON Schema is not part of this build (scripts/vite/zod-without-json-schema.ts)';

/** The names a module of zod's (plain ESM) exports: functions, consts and `export { a as b }`. */
export function exportNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(
    /^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.add(match[1]!);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** The stand-in module: every export throws when called; a `create…` factory returns a thrower. */
export function stubModule(names: string[]): string {
  const lines = [
    `const unsupported = () => { throw new Error(${JSON.stringify(JSON_SCHEMA_UNSUPPORTED)}); };`,
  ];
  for (const name of names) {
    lines.push(
      /^create/.test(name)
        ? `export const ${name} = () => unsupported;`
        : `export const ${name} = unsupported;`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const isJsonSchemaModule = (id: string) => {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  return JSON_SCHEMA_MODULES.some((suffix) => path.endsWith(`/node_modules${suffix}`));
};

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'oportuna:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!isJsonSchemaModule(id)) return null;
      return stubModule(exportNames(readFileSync(id.split('?')[0]!, 'utf8')));
    },
  };
}
