export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export type LegalSection = {
  /** Kebab-case slug, unique within the document: the in-page anchor. */
  id: string;
  title: string;
  blocks: LegalBlock[];
};

export type LegalDocument = {
  title: string;
  summary: string;
  /** ISO date, yyyy-mm-dd. */
  effectiveDate: string;
  version: string;
  sections: LegalSection[];
};
