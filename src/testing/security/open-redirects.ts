/**
 * Return paths an attacker may put in a sign-in link (`/?volver=...`) to send a user off our
 * origin once signed in: protocol-relative, backslashes, schemes without slashes, encoded
 * slashes, tab and newline (which URL parsers drop), dot segments and script URLs. The unit
 * test and e2e/security/redirects.spec.ts both try every one: each must end on /dashboard.
 */
export const OPEN_REDIRECT_FORMS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https:evil.example',
  'https://evil.example/dashboard',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/.//evil.example',
  '/dashboard/..//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)//dashboard',
  'data:text/html,<script>alert(1)</script>',
  '///evil.example',
] as const;
