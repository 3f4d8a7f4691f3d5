import type { CompanyDocument } from '@/entities/company-documents/api/company-documents-schema';
import { readFileBytes } from '@/lib/file-signature';

import {
  REQUIREMENT_GROUP_LABELS,
  REQUIREMENT_GROUPS,
  type AnnexKind,
  type OfferRequirements,
  type RequirementGroup,
} from '../api/offer-schema';
import type { OfferReview } from './offer-review';

/*
 * 'Descargar paquete de oferta (.zip)' (issue 40, decision 0035), built in the browser: one
 * folder per group of the bases ('1 Antecedentes administrativos/', numbered in the bases' order
 * among the groups the tender asks for), each ready requirement's file in its group's folder (the
 * vault's document, or the annex filled here as PDF), and 'Lista de verificación.pdf' at the top
 * with every requirement, its state and its file. fflate and the PDF writers load on the press only.
 */

export const CHECKLIST_FILE = 'Lista de verificación.pdf';

/** Characters a file name may not carry on Windows or macOS. */
const fileName = (text: string) =>
  text
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** '.pdf', '.jpg', '.png': from the file's name, else its type. */
function extensionOf(document: Pick<CompanyDocument, 'name' | 'type'>) {
  const match = /\.[a-z0-9]{1,5}$/i.exec(document.name);
  if (match) return match[0].toLowerCase();
  if (document.type === 'image/jpeg') return '.jpg';
  if (document.type === 'image/png') return '.png';
  return '.pdf';
}

/** The package's folders: the groups the requirements use, numbered in the bases' order. */
export function packageFolders(
  requirements: OfferRequirements,
): Partial<Record<RequirementGroup, string>> {
  const used = REQUIREMENT_GROUPS.filter((group) =>
    requirements.requirements.some((requirement) => requirement.group === group),
  );
  return Object.fromEntries(
    used.map((group, index) => [group, `${index + 1} ${REQUIREMENT_GROUP_LABELS[group]}`]),
  );
}

/** What goes in the package: each file's path, and where its bytes come from. */
export type PackagePlanEntry =
  | { path: string; source: { kind: 'document'; document: CompanyDocument } }
  | { path: string; source: { kind: 'annex'; annex: AnnexKind } };

/** Every ready requirement's file, in its group's folder (a pure plan the builder fills). */
export function packagePlan(requirements: OfferRequirements, review: OfferReview) {
  const folders = packageFolders(requirements);
  const entries: PackagePlanEntry[] = [];
  const fileOf = new Map<string, string>();
  for (const requirement of requirements.requirements) {
    const line = review.lines.find((candidate) => candidate.id === requirement.id);
    if (!line?.ready) continue;
    const folder = folders[requirement.group]!;
    if (requirement.meetsBy.kind === 'annex') {
      const path = `${folder}/${fileName(requirement.name)}.pdf`;
      entries.push({ path, source: { kind: 'annex', annex: requirement.meetsBy.annex } });
      fileOf.set(requirement.id, path);
    } else if (line.document) {
      const path = `${folder}/${fileName(requirement.name)}${extensionOf(line.document)}`;
      entries.push({ path, source: { kind: 'document', document: line.document } });
      fileOf.set(requirement.id, path);
    }
  }
  return { entries, fileOf };
}

export type PackageSources = {
  /** A vault document's bytes. */
  loadDocument: (document: CompanyDocument) => Promise<Blob>;
  /** A filled annex as PDF. */
  annexPdf: (annex: AnnexKind) => Promise<Blob>;
  /** The checklist as PDF, with each requirement's file in the package (null: none). */
  checklistPdf: (fileOf: ReadonlyMap<string, string>) => Promise<Uint8Array>;
  /** Files written so far, of how many. */
  onProgress?: (done: number, total: number) => void;
};

/** Which file failed, in Spanish, for the error the button shows. */
export class PackageError extends Error {}

async function bytesOf(entry: PackagePlanEntry, sources: PackageSources) {
  try {
    const blob =
      entry.source.kind === 'document'
        ? await sources.loadDocument(entry.source.document)
        : await sources.annexPdf(entry.source.annex);
    return new Uint8Array(await readFileBytes(blob));
  } catch (error) {
    const what =
      entry.source.kind === 'document'
        ? `el documento «${entry.source.document.name}»`
        : `el anexo «${entry.path.split('/').pop()}»`;
    throw new PackageError(`No pudimos agregar ${what} al paquete.`, { cause: error });
  }
}

/** The zip's bytes: the checklist first, then each folder's files. */
export async function buildOfferPackage(
  requirements: OfferRequirements,
  review: OfferReview,
  sources: PackageSources,
): Promise<Uint8Array> {
  const { entries, fileOf } = packagePlan(requirements, review);
  // The vault's files are stored as they are (PDFs and images are compressed already); the PDFs
  // written here (uncompressed, so their text can be read back) are deflated.
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
  const total = entries.length + 1;
  sources.onProgress?.(0, total);
  try {
    files[CHECKLIST_FILE] = await sources.checklistPdf(fileOf);
  } catch (error) {
    throw new PackageError('No pudimos escribir la lista de verificación.', { cause: error });
  }
  sources.onProgress?.(1, total);
  // One at a time: a few files, and the first failure names itself.
  for (const [index, entry] of entries.entries()) {
    const bytes = await bytesOf(entry, sources);
    files[entry.path] = entry.source.kind === 'document' ? [bytes, { level: 0 }] : bytes;
    sources.onProgress?.(index + 2, total);
  }
  const { zipSync } = await import('fflate');
  return zipSync(files, { level: 6 });
}

export const packageFileName = (codigo: string) => `Paquete de oferta ${fileName(codigo)}.zip`;
