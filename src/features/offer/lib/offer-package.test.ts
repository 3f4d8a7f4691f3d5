import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import {
  readyVault,
  REVIEW_TODAY,
  reviewDocument,
  reviewDraft,
  reviewRequirements,
} from '@/testing/offer-review';

import { buildChecklistPdf } from './checklist-pdf';
import { buildOfferPackage, CHECKLIST_FILE, packageFolders, PackageError } from './offer-package';
import { reviewOffer } from './offer-review';

const requirements = reviewRequirements();
const pdfBytes = (text: string) => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`]);

function build(documents = readyVault()) {
  const review = reviewOffer({
    requirements,
    documents,
    draft: reviewDraft(),
    opportunity: { budget: 12_000_000, agilePurchase: false },
    utmPesos: 69_000,
    today: REVIEW_TODAY,
  });
  const loaded: string[] = [];
  const sources = {
    loadDocument: (document: { name: string }) => {
      loaded.push(document.name);
      return Promise.resolve(pdfBytes(document.name));
    },
    annexPdf: (annex: string) => Promise.resolve(pdfBytes(annex)),
    checklistPdf: (fileOf: ReadonlyMap<string, string>) =>
      Promise.resolve(
        buildChecklistPdf({
          codigo: requirements.codigo,
          nombre: 'Adquisición de equipos',
          requirements: requirements.requirements,
          review,
          fileOf,
          generatedOn: '10 de marzo de 2026',
        }),
      ),
  };
  return { review, sources, loaded };
}

describe('packageFolders', () => {
  it('numbers the groups the tender uses in the bases order', () => {
    expect(packageFolders(requirements)).toEqual({
      administrativos: '1 Antecedentes administrativos',
      tecnicos: '2 Antecedentes técnicos',
      economicos: '3 Oferta económica',
      garantias: '4 Garantías',
    });
    const noTechnical = reviewRequirements();
    noTechnical.requirements = noTechnical.requirements.filter(
      (requirement) => requirement.group !== 'tecnicos',
    );
    expect(packageFolders(noTechnical)).toEqual({
      administrativos: '1 Antecedentes administrativos',
      economicos: '2 Oferta económica',
      garantias: '3 Garantías',
    });
  });
});

describe('buildOfferPackage', () => {
  it('zips the checklist, the vault documents the requirements use and the anexos, by group', async () => {
    const { review, sources, loaded } = build([
      ...readyVault(),
      // Not asked for by this tender: stays out.
      reviewDocument('balance', null, { name: 'balance-2025.pdf' }),
    ]);
    const files = unzipSync(await buildOfferPackage(requirements, review, sources));
    expect(Object.keys(files).sort()).toEqual([
      '1 Antecedentes administrativos/Anexo Declaración jurada de requisitos para ofertar.pdf',
      '1 Antecedentes administrativos/Certificado F30 de antecedentes laborales y previsionales.pdf',
      '1 Antecedentes administrativos/Inscripción en el Registro de Proveedores.pdf',
      '3 Oferta económica/Anexo Oferta económica.pdf',
      '4 Garantías/Garantía de seriedad de la oferta.pdf',
      'Lista de verificación.pdf',
    ]);
    expect(loaded.sort()).toEqual(['boleta-seriedad.pdf', 'f30-marzo.pdf', 'registro.pdf']);
    for (const bytes of Object.values(files)) expect(strFromU8(bytes.slice(0, 5))).toBe('%PDF-');
    // The document's own bytes, under the requirement's name.
    expect(
      strFromU8(
        files[
          '1 Antecedentes administrativos/Certificado F30 de antecedentes laborales y previsionales.pdf'
        ]!,
      ),
    ).toContain('f30-marzo.pdf');
    // The checklist names each requirement with its state and its file.
    const checklist = strFromU8(files[CHECKLIST_FILE]!, true);
    expect(checklist).toContain('Tu oferta est');
    expect(checklist).toContain('[Falta] Certificados de experiencia en contratos similares');
    expect(checklist).toContain('En el paquete: 4 Garant');
  });

  it('leaves out what is not ready, and the checklist says why', async () => {
    const { review, sources } = build(
      readyVault().filter((document) => document.kind !== 'garantia'),
    );
    const files = unzipSync(await buildOfferPackage(requirements, review, sources));
    expect(Object.keys(files).some((path) => path.startsWith('4 Garantías/'))).toBe(false);
    const checklist = strFromU8(files[CHECKLIST_FILE]!, true);
    expect(checklist).toContain('Falta 1 requisito obligatorio');
    expect(checklist).toContain('[Falta] Garant');
  });

  it('names the file it could not read', async () => {
    const { review, sources } = build();
    const failing = {
      ...sources,
      loadDocument: () => Promise.reject(new Error('403')),
    };
    await expect(buildOfferPackage(requirements, review, failing)).rejects.toEqual(
      new PackageError('No pudimos agregar el documento «registro.pdf» al paquete.'),
    );
  });
});
