import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  exportNames,
  JSON_SCHEMA_MODULES,
  JSON_SCHEMA_UNSUPPORTED,
  stubModule,
} from './zod-without-json-schema';

const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const file = (suffix: string) => join(zodRoot, suffix.replace('/zod/', ''));

/** A stub's exports, run as a module. */
async function load(source: string): Promise<Record<string, unknown>> {
  return (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  )) as Record<string, unknown>;
}

describe('the build without zod’s JSON Schema', () => {
  it.each(JSON_SCHEMA_MODULES)(
    '%s: the stub names every export of the real module',
    async (suffix) => {
      const real = (await import(/* @vite-ignore */ file(suffix))) as Record<string, unknown>;
      const names = exportNames(readFileSync(file(suffix), 'utf8'));
      expect(names).toEqual(Object.keys(real).sort());
      const stub = await load(stubModule(names));
      expect(Object.keys(stub).sort()).toEqual(names);
    },
  );

  it('throws only when JSON Schema is asked for: factories hand back throwers', async () => {
    const stub = await load(stubModule(['createToJSONSchemaMethod', 'stringProcessor']));
    const method = (stub.createToJSONSchemaMethod as () => () => unknown)();
    expect(() => method()).toThrow(JSON_SCHEMA_UNSUPPORTED);
    expect(() => (stub.stringProcessor as () => unknown)()).toThrow(JSON_SCHEMA_UNSUPPORTED);
  });

  it('reads the export forms zod writes', () => {
    expect(
      exportNames(
        'export function a() {}\nexport const b = 1;\nexport { c as d, e };\nconst f = 2;\n',
      ),
    ).toEqual(['a', 'b', 'd', 'e']);
  });
});
