/** A file received from the API, with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.pdf"`), if any. */
export function attachmentFilename(header: string | null): string | undefined {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match?.[1];
}

/** Saves a file the way a download link does: object URL, a temporary <a download>, a click. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
