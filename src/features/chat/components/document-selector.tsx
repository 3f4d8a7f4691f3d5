import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { MAX_CHAT_DOCUMENTS } from '@/lib/documents';

import {
  canStartChat,
  DOCUMENT_SELECTION_TEXTS,
  isSelectionLocked,
  toggleDocument,
  type ChatAttachment,
} from '../lib/document-selection';

/**
 * The step before a chat over more than 11 documents (decision 0017): the person ticks up to
 * 11; boxes past the limit are disabled; the chat starts with 1 to 11.
 */
export function DocumentSelector({
  documents,
  onStart,
}: {
  documents: readonly ChatAttachment[];
  onStart: (ids: string[]) => void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const labelId = useId();
  const full = selected.length >= MAX_CHAT_DOCUMENTS;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <p id={labelId} className="text-sm font-medium">
        {DOCUMENT_SELECTION_TEXTS.label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="min-h-0 flex-1 overflow-y-auto rounded-lg border p-2"
      >
        <ul className="flex flex-col gap-1">
          {documents.map((document) => {
            const id = `${labelId}-${document.id}`;
            const locked = isSelectionLocked(selected, document.id);
            return (
              <li
                key={document.id}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted/60"
              >
                <Checkbox
                  id={id}
                  checked={selected.includes(document.id)}
                  disabled={locked}
                  onCheckedChange={() => setSelected(toggleDocument(selected, document.id))}
                />
                <label
                  htmlFor={id}
                  className="min-w-0 flex-1 truncate text-sm"
                  title={document.name}
                >
                  {document.name}
                </label>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {DOCUMENT_SELECTION_TEXTS.counter(selected.length)}
        </p>
        <Button disabled={!canStartChat(selected)} onClick={() => onStart(selected)}>
          Iniciar chat
        </Button>
      </div>
      {full && (
        <p role="status" className="text-sm text-warning">
          {DOCUMENT_SELECTION_TEXTS.tooMany(selected.length)}
        </p>
      )}
    </div>
  );
}
