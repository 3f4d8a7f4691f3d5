import type { Spreadsheet } from '@/lib/parse-spreadsheet';

/** From this size a file is read in a worker, so the page never freezes while it is parsed. */
export const WORKER_THRESHOLD_BYTES = 256 * 1024;

/**
 * Reads a spreadsheet for its preview: papaparse and read-excel-file load only now, in a worker
 * for large files (where workers exist), on this thread for small ones.
 */
export async function readSpreadsheet(file: File): Promise<Spreadsheet> {
  if (typeof Worker === 'undefined' || file.size < WORKER_THRESHOLD_BYTES) {
    const { parseSpreadsheet } = await import('@/lib/parse-spreadsheet');
    return parseSpreadsheet(file);
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener(
      'message',
      (event: MessageEvent<{ sheet?: Spreadsheet; error?: string }>) => {
        worker.terminate();
        if (event.data.sheet) resolve(event.data.sheet);
        else reject(new Error(event.data.error ?? 'No pudimos leer el archivo.'));
      },
    );
    worker.addEventListener('error', () => {
      worker.terminate();
      reject(new Error('No pudimos leer el archivo.'));
    });
    worker.postMessage({ file });
  });
}
