import { parseSpreadsheet, SpreadsheetReadError } from '@/lib/parse-spreadsheet';

/** Reads a spreadsheet off the main thread: { file } in, { sheet } or { error } out. */
self.addEventListener('message', (event: MessageEvent<{ file: File }>) => {
  parseSpreadsheet(event.data.file).then(
    (sheet) => self.postMessage({ sheet }),
    (error: unknown) =>
      self.postMessage({
        error:
          error instanceof SpreadsheetReadError ? error.message : 'No pudimos leer el archivo.',
      }),
  );
});
