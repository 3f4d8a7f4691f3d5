/** Hands the browser a text file to save, without leaving the page. */
export function saveTextFile({
  fileName,
  mimeType,
  text,
}: {
  fileName: string;
  mimeType: string;
  text: string;
}) {
  saveBlobFile({ fileName, blob: new Blob([text], { type: mimeType }) });
}

/** Hands the browser a file made in the page (a PDF) to save, without leaving the page. */
export function saveBlobFile({ fileName, blob }: { fileName: string; blob: Blob }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
