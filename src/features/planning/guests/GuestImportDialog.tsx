import Modal from '../../../components/ui/Modal.tsx';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { Rsvp } from './guests.ts';
import type { guestImportMessages } from './import-messages.ts';
import { mealLabel, rsvpLabel, useGuestTexts } from './use-guest-texts.ts';
import { rowsToImport, type GuestImport } from './use-guest-import.ts';
import type { Bound } from '../../../i18n/catalogue.ts';

type ImportTexts = Bound<CatalogueOf<typeof guestImportMessages>>;

/** A problem the browser found in the file (written in English by guests-csv.ts), in the account's language. */
function problem(t: ImportTexts, text: string): string {
  if (t.$locale === 'en') return text;
  if (text === 'RSVP must be Confirmed, Declined or Awaiting') return t.rsvpRule;
  if (text === 'Invited must be Yes or No') return t.invitedRule;
  if (text === 'The file is empty.') return t.emptyFile;
  if (text === 'The file has no guests.') return t.noGuests;
  const missing = /^Missing columns?: (.*)$/.exec(text)?.[1];
  return missing ? t.missingColumns({ columns: missing, count: missing.split(', ').length }) : text;
}

/**
 * The rows of a chosen CSV file with the problems of each, the button that imports them all,
 * and, when some rows have problems, one that imports only the valid rows. Rows that list
 * someone already on the guest list (or twice in the file) are named, and left out unless the
 * couple chooses to import them anyway.
 */
export default function GuestImportDialog({ importer }: { importer: GuestImport }) {
  const t = useMessages<CatalogueOf<typeof guestImportMessages>>('guestImport');
  const g = useGuestTexts();
  const { preview, importing, errorRows, runImport, close, setSkipDuplicates } = importer;
  const invalid = preview?.rows.filter((r) => r.errors.length > 0) ?? [];
  const duplicates = preview?.checking ? [] : (preview?.duplicates ?? []);
  const duplicateOf = new Map(duplicates.map((d) => [d.index, d]));
  const allCount = preview ? rowsToImport(preview).length : 0;
  const validRows = preview ? rowsToImport(preview, true).length : 0;
  return (
    <Modal open={preview !== null} title={t.title} onClose={close} wide>
      {preview ? (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {t.fileRows({ file: preview.fileName, count: preview.rows.length })}
            {errorRows ? t.withErrors({ count: errorRows }) : ''}.
          </p>
          {preview.checking ? <p role="status">{t.checking}</p> : null}
          {preview.error ? (
            <p className="field-error" role="alert">
              {problem(t, preview.error)}
            </p>
          ) : errorRows && !preview.checking ? (
            <div className="field-error" role="alert">
              <p>{validRows > 0 ? t.importValidIntro({ count: validRows }) : t.noneValid}</p>
              <ul className="mt-1 list-disc pl-5" data-testid="invalid-rows">
                {invalid.map((r) => (
                  <li key={r.rowNumber}>{t.rowProblems({ row: String(r.rowNumber), problems: r.errors.map((e) => problem(t, e)).join('; ') })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {duplicates.length > 0 ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="duplicate-rows">
              <p>{t.duplicatesIntro({ count: duplicates.length })}</p>
              <ul className="mt-1 list-disc pl-5">
                {duplicates.map((d) => (
                  <li key={d.index}>
                    {d.earlierRow === null
                      ? t.duplicateOnList({ row: String(preview.rows[d.index]!.rowNumber), name: d.fullName })
                      : t.duplicateOfRow({
                          row: String(preview.rows[d.index]!.rowNumber),
                          name: d.fullName,
                          earlier: String(preview.rows[d.earlierRow]!.rowNumber),
                        })}
                  </li>
                ))}
              </ul>
              <label className="mt-2 flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-maroon-700"
                  checked={preview.skipDuplicates !== false}
                  onChange={(e) => setSkipDuplicates(e.target.checked)}
                />
                {t.leaveOut({ count: duplicates.length })}
              </label>
            </div>
          ) : null}
          {preview.rows.length ? (
            <div className="relative max-h-[50vh] overflow-auto rounded-lg border border-stone-200">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-maroon-50">
                  <tr>
                    <th scope="col" className="p-2">
                      {t.row}
                    </th>
                    <th scope="col" className="p-2">
                      {g.fullName}
                    </th>
                    <th scope="col" className="hidden p-2 sm:table-cell">
                      {g.rsvp}
                    </th>
                    <th scope="col" className="hidden p-2 sm:table-cell">
                      {g.meal}
                    </th>
                    <th scope="col" className="hidden p-2 sm:table-cell">
                      {g.table}
                    </th>
                    <th scope="col" className="p-2">
                      {t.problems}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r, k) => (
                    <tr key={r.rowNumber} className={`border-t border-stone-100 ${r.errors.length ? 'bg-red-50' : ''}`}>
                      <td className="p-2">{r.rowNumber}</td>
                      <td className="max-w-[12rem] truncate p-2">{r.values.fullName}</td>
                      <td className="hidden p-2 sm:table-cell">{r.values.rsvp ? rsvpLabel(g, r.values.rsvp as Rsvp) : ''}</td>
                      <td className="hidden p-2 sm:table-cell">{r.values.mealPreference ? mealLabel(g, r.values.mealPreference) : ''}</td>
                      <td className="hidden p-2 sm:table-cell">{String(r.values.tableNumber ?? '')}</td>
                      <td className={`p-2 ${r.errors.length ? 'text-red-800' : duplicateOf.has(k) ? 'text-amber-900' : 'text-green-800'}`}>
                        {r.errors.map((e) => problem(t, e)).join('; ') ||
                          (preview.checking ? '…' : duplicateOf.has(k) ? (duplicateOf.get(k)!.earlierRow === null ? t.alreadyOnList : t.repeatsEarlier) : t.ok)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={importing || preview.checking === true || preview.error !== null || errorRows > 0 || allCount === 0}
              onClick={() => void runImport()}
            >
              {importing ? t.importing : t.importAll({ count: allCount })}
            </button>
            {errorRows > 0 && validRows > 0 && !preview.checking && preview.error === null ? (
              <button type="button" className="btn btn-outline" disabled={importing} onClick={() => void runImport(true)}>
                {t.importValid({ count: validRows })}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost" disabled={importing} onClick={close}>
              {g.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
