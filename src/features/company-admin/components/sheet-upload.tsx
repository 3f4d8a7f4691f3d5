import { useQueryClient } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { useCallback, useState } from 'react';

import { FileDropZone } from '@/components/blocks/file-drop-zone';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { companyFilesKeys } from '@/entities/company-files/api/get-company-files';
import { detectSignature, isSpreadsheetSignature, readFirstBytes } from '@/lib/file-signature';
import type { Spreadsheet } from '@/lib/parse-spreadsheet';
import { toast } from '@/lib/toast';

import { companyFileError } from '../lib/company-file-errors';
import { uploadSheet } from '../api/upload-sheet';
import { useUpload } from '../hooks/use-upload';
import { SHEET_RULES } from '../lib/file-rules';
import {
  checkExecutiveList,
  EXECUTIVE_COLUMNS_MESSAGE,
  type ExecutiveCheck,
} from '../lib/executive-list';
import { readSpreadsheet } from '../lib/read-spreadsheet';

const PREVIEW_ROWS = 5;

const TEXTS = {
  price: {
    label: 'Lista de precios',
    send: 'Subir lista de precios',
    done: 'Lista de precios cargada',
  },
  executive: {
    label: 'Listado de ejecutivos',
    send: 'Subir listado de ejecutivos',
    done: 'Listado de ejecutivos cargado',
  },
} as const;

type Chosen = { file: File; sheet: Spreadsheet; check: ExecutiveCheck | null };

/**
 * A price list or an executive list: chosen (or dropped), read in the browser for a preview of
 * its first rows and its row count (an .xls goes without one), the executive list checked row by
 * row, then sent with its progress. Nothing is sent while the file has problems.
 */
export function SheetUpload({
  companyId,
  kind,
}: {
  companyId: number;
  kind: 'price' | 'executive';
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useCallback(
    (options: Parameters<Parameters<typeof useUpload>[0]>[0]) =>
      uploadSheet(kind, { companyId, file: chosen!.file, ...options }),
    [companyId, kind, chosen],
  );
  const describe = useCallback((error: unknown) => companyFileError(error, kind), [kind]);
  const upload = useUpload(send, describe);

  const choose = async (file: File) => {
    upload.reset();
    setChosen(null);
    setRefusal(null);
    setReading(true);
    try {
      if (!isSpreadsheetSignature(detectSignature(await readFirstBytes(file)))) {
        setRefusal(SHEET_RULES.messages.type);
        return;
      }
      const sheet = await readSpreadsheet(file);
      const check =
        kind === 'executive' && sheet.kind !== 'xls'
          ? checkExecutiveList(sheet.header, sheet.rows)
          : null;
      setChosen({ file, sheet, check });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'No pudimos leer el archivo.');
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    const saved = await upload.start();
    if (!saved) return;
    toast.success(TEXTS[kind].done, { description: chosen?.file.name });
    setChosen(null);
    upload.reset();
    await queryClient.invalidateQueries({ queryKey: companyFilesKeys.list(companyId) });
  };

  const blocked =
    !!chosen &&
    ((chosen.check ? !chosen.check.ok : false) ||
      (chosen.sheet.kind !== 'xls' && chosen.sheet.rows.length === 0));
  const uploading = upload.state.status === 'uploading';
  return (
    <div className="flex flex-col gap-3">
      <FileDropZone
        label={`Archivo: ${TEXTS[kind].label.toLowerCase()}`}
        hint={
          kind === 'executive'
            ? 'Excel (.xls, .xlsx) o CSV, hasta 10 MB, con las columnas rut, nombre, cargo y email.'
            : 'Excel (.xls, .xlsx) o CSV, hasta 10 MB.'
        }
        accept={SHEET_RULES.accept}
        maxSize={SHEET_RULES.maxSize}
        messages={SHEET_RULES.messages}
        onFileSelect={(file) => void choose(file)}
        file={chosen?.file ?? null}
        uploading={uploading}
        progress={upload.state.status === 'uploading' ? upload.state.progress : null}
        onCancel={upload.cancel}
        error={refusal ?? (upload.state.status === 'error' ? upload.state.message : null)}
        disabled={reading}
      />
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label="Leyendo el archivo" /> Leyendo el archivo...
        </p>
      )}
      {chosen && <SheetPreview chosen={chosen} label={TEXTS[kind].label} />}
      {chosen && (
        <div>
          <Button onClick={() => void submit()} disabled={blocked || uploading}>
            {uploading ? <Spinner label="Subiendo" /> : <UploadIcon aria-hidden />}
            {TEXTS[kind].send}
          </Button>
        </div>
      )}
    </div>
  );
}

function SheetPreview({ chosen, label }: { chosen: Chosen; label: string }) {
  const { sheet, check } = chosen;
  if (sheet.kind === 'xls') {
    return (
      <p className="rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
        Los archivos .xls se envían sin vista previa: el servidor los revisará al recibirlos.
      </p>
    );
  }
  const count = sheet.rows.length;
  return (
    <div className="flex flex-col gap-3">
      {check?.columnsMissing && (
        <div role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
          <p className="font-medium text-destructive">{EXECUTIVE_COLUMNS_MESSAGE}</p>
          <p>Faltan: {check.missing.join(', ')}.</p>
        </div>
      )}
      {check && !check.columnsMissing && check.issues.length > 0 && (
        <div role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
          <p className="font-medium text-destructive">
            {check.issues.length === 1
              ? 'Una fila tiene problemas. Corrígela y vuelve a elegir el archivo:'
              : `${check.issues.length} filas tienen problemas. Corrígelas y vuelve a elegir el archivo:`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {check.issues.slice(0, 50).map((issue) => (
              <li key={issue.line}>
                Línea {issue.line}: {issue.problems.join(', ')}
              </li>
            ))}
          </ul>
          {check.issues.length > 50 && <p>…y {check.issues.length - 50} más.</p>}
        </div>
      )}
      {count === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          El archivo no tiene filas bajo los encabezados.
        </p>
      ) : (
        <div
          role="region"
          aria-label={`Vista previa: ${label}`}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border"
        >
          <Table>
            <TableCaption className="pb-2">
              {count === 1 ? '1 fila' : `${count.toLocaleString('es-CL')} filas`}
              {count > PREVIEW_ROWS ? `; se muestran las primeras ${PREVIEW_ROWS}.` : '.'}
            </TableCaption>
            <TableHeader>
              <TableRow>
                {sheet.header.map((cell, index) => (
                  <TableHead key={index}>{cell}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {sheet.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {sheet.header.map((_, index) => (
                    <TableCell key={index}>{row[index] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
