import { useEffect, useState } from 'react';

import { detectSignature, isDocumentSignature, readFirstBytes } from '@/lib/file-signature';

import {
  ATTACHMENT_RULES,
  offerLines,
  offerTotal,
  pricesFromList,
  type ApplyItem,
  type PriceLookup,
} from '../lib/offer-form';

/**
 * What the person prepares before sending an offer: a unit price per item (those in the
 * company's price list filled in, which they may change), a note and the files.
 */
export function useOfferForm(
  items: readonly ApplyItem[],
  loadPrices?: () => Promise<PriceLookup | null>,
) {
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fromList, setFromList] = useState(0);

  useEffect(() => {
    if (!loadPrices) return;
    let live = true;
    void loadPrices()
      .then((lookup) => {
        if (!live || !lookup) return;
        const found = pricesFromList(items, lookup);
        setFromList(Object.keys(found).length);
        setPrices((current) => ({ ...found, ...current }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadPrices, items]);

  /** A file goes in when its first bytes say it is a document (a second of a name replaces it). */
  const addFile = async (file: File) => {
    const signature = detectSignature(await readFirstBytes(file));
    if (!isDocumentSignature(signature)) {
      setFileError(ATTACHMENT_RULES.messages.type);
      return;
    }
    setFileError(null);
    setFiles((current) => [...current.filter((entry) => entry.name !== file.name), file]);
  };

  const lines = offerLines(items, prices);
  return {
    prices,
    setPrice: (correlativo: number, value: string) =>
      setPrices((current) => ({ ...current, [correlativo]: value })),
    fromList,
    lines,
    total: offerTotal(lines),
    note,
    setNote,
    files,
    addFile,
    removeFile: (file: File) => setFiles((current) => current.filter((entry) => entry !== file)),
    fileError,
  };
}
