import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { requirementsQueryOptions } from '@/features/offer/api/get-requirements';
import { failure, signIn } from '@/testing/mock-handlers';

import { db } from '../../core/database';
import { DEMO_ACCOUNTS } from '../accounts/seed';
import { biddingTerms } from '../catalogue/bidding-terms';
import { documentPassages } from './document-text';
import { DOCUMENTS_PASSAGE_START } from './offer-documents';
import { offerRequirements } from './offer-requirements';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });

beforeEach(async () => {
  client.clear();
  await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
});

/** The names a 'documentos' passage lists: 'El oferente adjuntará a su oferta: A (…); B (…).' */
const namesIn = (text: string) =>
  [...text.matchAll(/(?:: |; )([^;()]+) \((?:obligatorio|opcional)[^)]*\)/g)].map(
    (match) => match[1]!,
  );

describe('offerRequirements: the list against what the documents state', () => {
  it(
    'over every seeded opportunity, each mandatory requirement is a passage of its file, and each document the bases list is required',
    { timeout: 120_000 },
    () => {
      let tenders = 0;
      let found = 0;
      for (const record of db.opportunities) {
        const { requirements, documentsRead } = offerRequirements(record);
        if (requirements.length === 0) {
          expect(documentsRead).toEqual([]);
          // No bases: an agile purchase without terms of reference (a tender always has them).
          expect(record.kind, record.code).toBe('compra_agil');
          expect(
            record.attachments.some(
              (attachment) => attachment.name === 'Términos de Referencia.pdf',
            ),
            record.code,
          ).toBe(false);
          continue;
        }
        // The passages the files read state, written again from the documents' own text.
        const passagesByFile = new Map(
          record.attachments
            .filter((attachment) => documentsRead.includes(attachment.name))
            .map((attachment) => [attachment.name, documentPassages(record, attachment)]),
        );
        if (record.kind === 'licitacion') tenders += 1;
        for (const requirement of requirements) {
          expect(documentsRead).toContain(requirement.source.file);
          if (requirement.level === 'opcional') continue;
          const passages = passagesByFile.get(requirement.source.file) ?? [];
          const passage = passages.find(
            (candidate) => candidate.texto === requirement.source.passage,
          );
          expect(passage, `${record.code}: ${requirement.name}`).toBeDefined();
          found += 1;
          if (requirement.id === 'seriedad') {
            expect(passage!.section).toBe('seriedad');
          } else {
            expect(passage!.section).toBe('documentos');
            expect(namesIn(passage!.texto)).toContain(requirement.name);
          }
        }
        // Conversely: every document the 'documentos' passages name is in the list.
        const named = documentsRead
          .flatMap((file) => passagesByFile.get(file) ?? [])
          .filter((passage) => passage.section === 'documentos')
          .flatMap((passage) => namesIn(passage.texto));
        expect(named.sort(), record.code).toEqual(
          requirements
            .filter((requirement) => requirement.id !== 'seriedad')
            .map((requirement) => requirement.name)
            .sort(),
        );
        // The guarantee is asked exactly when the terms ask for it.
        expect(
          requirements.some((requirement) => requirement.id === 'seriedad'),
          record.code,
        ).toBe(biddingTerms(record).seriedad !== null);
      }
      expect(tenders).toBeGreaterThan(1000);
      expect(found).toBeGreaterThan(10_000);
    },
  );

  it('writes the documentos passages as the bases word them', () => {
    const record = db.opportunities.find(
      (candidate) => candidate.kind === 'licitacion' && candidate.type === 'LR',
    )!;
    const requirement = offerRequirements(record).requirements.find(
      (entry) => entry.id === 'balance',
    )!;
    expect(requirement).toMatchObject({
      group: 'economicos',
      level: 'obligatorio',
      meetsBy: { kind: 'document', documentKind: 'balance' },
      source: { file: 'Bases Administrativas.pdf' },
    });
    expect(requirement.source.passage).toMatch(
      new RegExp(
        `^${DOCUMENTS_PASSAGE_START}, oferta económica\\. El oferente adjuntará a su oferta: Anexo Oferta económica \\(obligatorio; su falta es causal de inadmisibilidad\\); Balance y estado de resultados del último ejercicio \\(obligatorio\\)\\.$`,
      ),
    );
  });

  it('asks an agile purchase with terms of reference for less', () => {
    const record = db.opportunities.find(
      (candidate) =>
        candidate.kind === 'compra_agil' &&
        candidate.attachments.some(
          (attachment) => attachment.name === 'Términos de Referencia.pdf',
        ),
    )!;
    const { requirements, documentsRead, advancedSignature } = offerRequirements(record);
    expect(requirements.map((entry) => [entry.id, entry.level])).toEqual([
      ['registro', 'obligatorio'],
      ['anexo-declaracion', 'obligatorio'],
      ['anexo-economica', 'inadmisibilidad'],
    ]);
    expect(documentsRead).toEqual(['Términos de Referencia.pdf']);
    expect(advancedSignature).toBe(false);
  });
});

describe('GET /opportunities/:codigo/requirements', () => {
  it('answers the guarantee with its terms, the close and the files read', async () => {
    const record = db.opportunities.find(
      (candidate) =>
        candidate.kind === 'licitacion' &&
        candidate.status === 'Publicada' &&
        candidate.amountVisible &&
        biddingTerms(candidate).seriedad !== null,
    )!;
    const terms = biddingTerms(record).seriedad!;
    const data = await client.fetchQuery(requirementsQueryOptions(1, record.code));
    expect(data.codigo).toBe(record.code);
    expect(data.closeAt).toBe(record.dates.close);
    expect(data.documentsRead).toEqual(['Bases Administrativas.pdf']);
    const seriedad = data.requirements.find((entry) => entry.id === 'seriedad')!;
    expect(seriedad).toMatchObject({
      group: 'garantias',
      level: 'inadmisibilidad',
      meetsBy: { kind: 'document', documentKind: 'garantia' },
      guarantee: { percent: terms.percent, amount: terms.amount, validityDays: terms.validityDays },
    });
    expect(seriedad.source.passage).toMatch(/^Garantía de seriedad de la oferta\. El oferente/);
  });

  it('answers no requirements for an opportunity with no bases attached', async () => {
    const record = db.opportunities.find(
      (candidate) =>
        candidate.kind === 'compra_agil' &&
        !candidate.attachments.some(
          (attachment) => attachment.name === 'Términos de Referencia.pdf',
        ),
    )!;
    const data = await client.fetchQuery(requirementsQueryOptions(1, record.code));
    expect(data).toMatchObject({ requirements: [], documentsRead: [], advancedSignature: false });
  });

  it('says 404 in Spanish for an unknown code, and 403 for another company', async () => {
    expect(
      await failure(client.fetchQuery(requirementsQueryOptions(1, '0000-0-XX00'))),
    ).toMatchObject({ status: 404, message: 'Oportunidad no encontrada.' });
    const code = db.opportunities[0]!.code;
    expect(await failure(client.fetchQuery(requirementsQueryOptions(999, code)))).toMatchObject({
      status: 403,
    });
  });
});
