/** Types of api-stub.mjs (plain JS so that `node scripts/bench.mjs` runs it as it is). */
import type { Plugin } from 'vite';

export const STUB_TOKEN: string;
export const STUB_USER: { id: number; name: string; email: string };
export function meAnswer(): unknown;
export function savedSearchesAnswer(now?: number): unknown;
export function userQueriesAnswer(timeFilter: string, now?: number): unknown;
export function companyUsersAnswer(): unknown;
export const STUB_OPPORTUNITY_CODE: string;
export function opportunityAnswer(now?: number): unknown;
export function unitPricesAnswer(codigos: string | null): unknown;
export function answerApi(request: {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  authorization: string | undefined;
}): { status: number; body: unknown } | null;
export function apiStubPlugin(prefix: string, unknown: string[]): Plugin;
