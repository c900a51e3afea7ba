/** Saves a CSV answer (the contract's CsvFile) as a download, the way the browser saves any file. */
import type { CsvFile } from '@shared/api-contract';

/**
 * The browser's text decoding drops the file's BOM; it goes back in front so Excel reads the
 * Vietnamese text as UTF-8 (docs/decisions/0027-import-export-and-operations.md).
 */
export function saveCsvFile({ filename, text }: CsvFile): void {
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
