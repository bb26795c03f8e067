// Importing guests from a CSV file: read it in the browser, have the server check every
// row (nothing stored), show the problems, then import all rows at once, or only the
// valid ones when the couple chooses to leave the others out.
import { useState } from 'react';
import { actions } from 'astro:actions';
import { callAction, reasonOf } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { csvToGuests, type ImportRow } from './guests-csv.ts';
import { GUEST_IMPORT_MAX, type Guest, type ImportDuplicate } from './guests.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { guestImportMessages } from './import-messages.ts';

export type GuestImportTexts = Bound<CatalogueOf<typeof guestImportMessages>>;

export type ImportPreview = {
  fileName: string;
  rows: ImportRow[];
  error: string | null;
  checking?: boolean;
  /** Rows that list someone already on the guest list or on an earlier row. */
  duplicates?: ImportDuplicate[];
  /** Whether those rows are left out (the default) or imported anyway. */
  skipDuplicates?: boolean;
};

/** The rows an import sends: all, or only the valid ones, less the duplicates when they are left out. */
export function rowsToImport(preview: ImportPreview, onlyValid = false): ImportRow[] {
  const skipped = new Set(preview.skipDuplicates === false ? [] : (preview.duplicates ?? []).map((d) => d.index));
  return preview.rows.filter((r, k) => !skipped.has(k) && (!onlyValid || r.errors.length === 0));
}

/** The rows with the server's messages added to those found in the browser. */
export function withServerErrors(rows: ImportRow[], errors: { index: number; messages: string[] }[]): ImportRow[] {
  const byIndex = new Map(errors.map((e) => [e.index, e.messages]));
  return rows.map((r, k) => ({ ...r, errors: [...r.errors, ...(byIndex.get(k) ?? [])] }));
}

export function useGuestImport(onImported: (guests: Guest[]) => void, t: GuestImportTexts) {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importing, setImporting] = useState(false);

  /** Reads the file, then has the server check every row before anything is stored. */
  async function chooseFile(file: File | undefined) {
    if (!file) return;
    const result = csvToGuests(await file.text());
    if (result.error || result.rows.length > GUEST_IMPORT_MAX) {
      setPreview({ fileName: file.name, rows: result.rows, error: result.error ?? t.tooLarge({ max: String(GUEST_IMPORT_MAX) }) });
      return;
    }
    setPreview({ fileName: file.name, rows: result.rows, error: null, checking: true });
    const { data, error } = await callAction(() => actions.guests.import({ rows: result.rows.map((r) => r.values), dryRun: true }));
    if (error || !data) {
      setPreview({ fileName: file.name, rows: result.rows, error: reasonOf(error) });
      return;
    }
    setPreview({ fileName: file.name, rows: withServerErrors(result.rows, data.errors), error: null, duplicates: data.duplicates, skipDuplicates: true });
  }

  async function runImport(onlyValid = false) {
    if (!preview) return;
    const chosen = rowsToImport(preview, onlyValid);
    if (chosen.length === 0) return;
    setImporting(true);
    const { data, error } = await callAction(() => actions.guests.import({ rows: chosen.map((r) => r.values) }));
    setImporting(false);
    if (error || !data) {
      toast({ title: t.failed, description: t.noneImported({ reason: reasonOf(error) }), variant: 'destructive' });
      return;
    }
    if (data.errors.length) {
      // The server numbers the rows it was sent: back to the file's rows.
      const at = chosen.map((r) => preview.rows.indexOf(r));
      setPreview({
        ...preview,
        rows: withServerErrors(
          preview.rows,
          data.errors.map((e) => ({ ...e, index: at[e.index]! })),
        ),
      });
      toast({ title: t.failed, description: t.someRowsHaveErrors, variant: 'destructive' });
      return;
    }
    onImported(data.imported);
    setPreview(null);
    toast({ title: t.imported({ count: data.imported.length }), variant: 'success' });
  }

  const errorRows = preview?.rows.filter((r) => r.errors.length > 0).length ?? 0;
  const close = () => setPreview(null);
  const setSkipDuplicates = (skip: boolean) => setPreview((current) => (current ? { ...current, skipDuplicates: skip } : current));
  return { preview, importing, errorRows, chooseFile, runImport, close, setSkipDuplicates };
}

export type GuestImport = ReturnType<typeof useGuestImport>;
