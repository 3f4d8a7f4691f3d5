/**
 * Places in a JSON value, for the tests that damage one in generated ways: the server's answers
 * (contract-breaking.ts) and the receivables kept in the browser (damaged-receivables.ts).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = readonly (string | number)[];

/** How long a generated 'huge' string is. */
export const HUGE_STRING_LENGTH = 100_000;

export const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every place in `value` but the root, depth first: object keys (strings) and array indices. */
export function placesIn(value: Json, at: JsonPath = []): JsonPath[] {
  const children: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...at, key], ...placesIn(child, [...at, key])]);
}

export function valueAt(root: Json, path: JsonPath): Json {
  return path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, root);
}

/** `root` with the place `path` changed by `change` (`undefined` removes it); `root` is kept. */
export function changedAt(
  root: Json,
  path: JsonPath,
  change: (value: Json) => Json | undefined,
): Json {
  const copy = structuredClone(root);
  if (path.length === 0) return change(copy) ?? null;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  const next = change(parent[key]!);
  if (next === undefined) delete parent[key];
  else parent[key] = next;
  return copy;
}

export const jsonType = (value: Json) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
