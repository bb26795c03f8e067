import Modal from '../../../components/ui/Modal.tsx';
import { rsvpLabels, type Rsvp } from './guests.ts';
import { rowsToImport, type GuestImport } from './use-guest-import.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The rows of a chosen CSV file with the problems of each, the button that imports them all,
 * and, when some rows have problems, one that imports only the valid rows. Rows that list
 * someone already on the guest list (or twice in the file) are named, and left out unless the
 * couple chooses to import them anyway.
 */
export default function GuestImportDialog({ importer }: { importer: GuestImport }) {
  const { preview, importing, errorRows, runImport, close, setSkipDuplicates } = importer;
  const invalid = preview?.rows.filter((r) => r.errors.length > 0) ?? [];
  const duplicates = preview?.checking ? [] : (preview?.duplicates ?? []);
  const duplicateOf = new Map(duplicates.map((d) => [d.index, d]));
  const allCount = preview ? rowsToImport(preview).length : 0;
  const validRows = preview ? rowsToImport(preview, true).length : 0;
  return (
    <Modal open={preview !== null} title="Import guests" onClose={close} wide>
      {preview ? (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {preview.fileName}: {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'}
            {errorRows ? `, ${errorRows} with errors` : ''}.
          </p>
          {preview.checking ? <p role="status">Checking every row…</p> : null}
          {preview.error ? (
            <p className="field-error" role="alert">
              {preview.error}
            </p>
          ) : errorRows && !preview.checking ? (
            <div className="field-error" role="alert">
              <p>
                {validRows > 0
                  ? `Import the ${plural(validRows, 'valid row', 'valid rows')} and leave these out, or fix them and choose the file again:`
                  : 'No row can be imported. Fix these rows and choose the file again:'}
              </p>
              <ul className="mt-1 list-disc pl-5" data-testid="invalid-rows">
                {invalid.map((r) => (
                  <li key={r.rowNumber}>
                    Row {r.rowNumber}: {r.errors.join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {duplicates.length > 0 ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="duplicate-rows">
              <p>{plural(duplicates.length, 'row lists', 'rows list')} someone twice (same name, e-mail and phone):</p>
              <ul className="mt-1 list-disc pl-5">
                {duplicates.map((d) => (
                  <li key={d.index}>
                    Row {preview.rows[d.index]!.rowNumber}: {d.fullName},{' '}
                    {d.earlierRow === null ? 'already on your guest list' : `same as row ${preview.rows[d.earlierRow]!.rowNumber}`}
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
                Leave out {duplicates.length === 1 ? 'this row' : `these ${duplicates.length} rows`}
              </label>
            </div>
          ) : null}
          {preview.rows.length ? (
            <div className="relative max-h-[50vh] overflow-auto rounded-lg border border-stone-200">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-maroon-50">
                  <tr>
                    <th scope="col" className="p-2">
                      Row
                    </th>
                    <th scope="col" className="p-2">
                      Full Name
                    </th>
                    <th scope="col" className="hidden p-2 sm:table-cell">
                      RSVP
                    </th>
                    <th scope="col" className="hidden p-2 sm:table-cell">
                      Meal
                    </th>
                    <th scope="col" className="hidden p-2 sm:table-cell">
                      Table
                    </th>
                    <th scope="col" className="p-2">
                      Problems
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r, k) => (
                    <tr key={r.rowNumber} className={`border-t border-stone-100 ${r.errors.length ? 'bg-red-50' : ''}`}>
                      <td className="p-2">{r.rowNumber}</td>
                      <td className="max-w-[12rem] truncate p-2">{r.values.fullName}</td>
                      <td className="hidden p-2 sm:table-cell">{rsvpLabels[r.values.rsvp as Rsvp] ?? ''}</td>
                      <td className="hidden p-2 sm:table-cell">{r.values.mealPreference ?? ''}</td>
                      <td className="hidden p-2 sm:table-cell">{String(r.values.tableNumber ?? '')}</td>
                      <td className={`p-2 ${r.errors.length ? 'text-red-800' : duplicateOf.has(k) ? 'text-amber-900' : 'text-green-800'}`}>
                        {r.errors.join('; ') ||
                          (preview.checking
                            ? '…'
                            : duplicateOf.has(k)
                              ? duplicateOf.get(k)!.earlierRow === null
                                ? 'Already on your list'
                                : 'Repeats an earlier row'
                              : 'OK')}
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
              {importing ? 'Importing...' : `Import ${plural(allCount, 'guest', 'guests')}`}
            </button>
            {errorRows > 0 && validRows > 0 && !preview.checking && preview.error === null ? (
              <button type="button" className="btn btn-outline" disabled={importing} onClick={() => void runImport(true)}>
                {`Import the ${plural(validRows, 'valid row', 'valid rows')}`}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost" disabled={importing} onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
