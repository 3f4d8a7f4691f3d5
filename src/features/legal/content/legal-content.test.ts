import { describe, expect, it } from 'vitest';

import { privacyPolicy } from './privacy';
import { termsOfUse } from './terms';
import type { LegalDocument } from './types';

function allStrings(document: LegalDocument): string[] {
  return [
    document.title,
    document.summary,
    document.version,
    ...document.sections.flatMap((section) => [
      section.id,
      section.title,
      ...section.blocks.flatMap((block) =>
        block.kind === 'paragraph' ? [block.text] : block.items,
      ),
    ]),
  ];
}

function fullText(document: LegalDocument) {
  return allStrings(document).join(' ');
}

function wordCount(document: LegalDocument) {
  return fullText(document).split(/\s+/).filter(Boolean).length;
}

describe.each([
  ['términos y condiciones', termsOfUse],
  ['política de privacidad', privacyPolicy],
])('%s', (_name, document) => {
  it('has unique kebab-case section ids', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has an ISO effective date and a version', () => {
    expect(document.effectiveDate).toBe('2026-11-21');
    expect(document.version).toBe('1.0');
  });

  it('has no empty texts, sections or lists', () => {
    for (const text of allStrings(document)) expect(text.trim()).not.toBe('');
    for (const section of document.sections) {
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.kind === 'list') expect(block.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('holds plain text only: no HTML tags or markdown', () => {
    for (const text of allStrings(document)) expect(text).not.toMatch(/<[a-z]|\*\*|\]\(/i);
  });

  it('cites the personal data law', () => {
    expect(fullText(document)).toContain('Ley N° 19.628');
  });

  it('is a readable length', () => {
    const words = wordCount(document);
    expect(words).toBeGreaterThanOrEqual(1500);
    expect(words).toBeLessThanOrEqual(3200);
  });
});

describe('privacy policy', () => {
  const text = fullText(privacyPolicy);

  it('follows the reform of Ley N° 21.719', () => {
    expect(text).toContain('Ley N° 21.719');
    expect(text).toContain('Agencia de Protección de Datos Personales');
  });

  it('lists the data subject rights and how to exercise them', () => {
    const lower = text.toLowerCase();
    for (const right of ['acceso', 'rectificación', 'supresión', 'oposición', 'portabilidad']) {
      expect(lower).toContain(right);
    }
    expect(text).toContain('privacidad@oportuna.cl');
    expect(text).toContain('30 días corridos');
  });
});

describe('terms of use', () => {
  it('states the plans and that the app is no ChileCompra service', () => {
    const text = fullText(termsOfUse);
    expect(text).toContain('UF 3');
    expect(text).toContain('UF 8');
    expect(text).toContain('Tu suscripción ha expirado');
    expect(text).toContain('No está afiliada');
  });
});
