import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { OPEN_REDIRECT_FORMS } from '@/testing/security/open-redirects';

import { paths, safeInternalPath, safeReturnPath } from './paths';

describe('paths', () => {
  it('URL-encodes dynamic segments', () => {
    expect(paths.dashboard.opportunity.getHref('2402-26-LE26')).toBe(
      '/dashboard/opportunity/2402-26-LE26',
    );
    expect(paths.dashboard.opportunity.getHref('a/b?c#d')).toBe(
      '/dashboard/opportunity/a%2Fb%3Fc%23d',
    );
    expect(paths.invitation.getHref('tok en', 7)).toBe('/invitation/tok%20en/7');
    expect(paths.dashboard.tags.getHref()).toBe('/dashboard/etiquetas');
    expect(paths.dashboard.tags.getHref(3)).toBe('/dashboard/etiquetas/3');
  });

  it('builds the landing query parameters of the spec', () => {
    expect(paths.home.getHref({ sessionExpired: true })).toBe('/?sessionExpired=true');
    expect(paths.home.getHref({ auth: 'login' })).toBe('/?auth=login');
    expect(paths.home.getHref({ invitationToken: 'x', companyId: 3 })).toBe(
      '/?invitationToken=x&companyId=3',
    );
    expect(paths.home.getHref()).toBe('/');
  });
});

describe('safeInternalPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard?x=1#a', '/dashboard?x=1#a'],
    ['//evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/dashboard', '/'],
    ['javascript:alert(1)', '/'],
    ['dashboard', '/'],
    [42, '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected);
  });

  it('always yields a path on our own origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (candidate) => {
        const result = safeInternalPath(candidate);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://oportuna.cl').origin).toBe('https://oportuna.cl');
      }),
      { numRuns: 300 },
    );
  });
});

describe('safeReturnPath', () => {
  it('returns to a protected page of ours, with its query', () => {
    expect(safeReturnPath('/dashboard/opportunity/2402-26-LE26')).toBe(
      '/dashboard/opportunity/2402-26-LE26',
    );
    expect(safeReturnPath('/dashboard/saved-search/4?x=1')).toBe('/dashboard/saved-search/4?x=1');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it.each(OPEN_REDIRECT_FORMS)('%s leads to /dashboard', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/dashboard');
  });

  it('leads nowhere outside the dashboard', () => {
    expect(safeReturnPath('/')).toBe('/dashboard');
    expect(safeReturnPath('/dashboardevil')).toBe('/dashboard');
    expect(safeReturnPath(null)).toBe('/dashboard');
  });

  it('always stays on our origin and under /dashboard', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (candidate) => {
        const result = new URL(safeReturnPath(candidate), 'https://oportuna.cl');
        expect(result.origin).toBe('https://oportuna.cl');
        expect(result.pathname === '/dashboard' || result.pathname.startsWith('/dashboard/')).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});
