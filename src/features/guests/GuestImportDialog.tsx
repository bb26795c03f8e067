import Modal from '../../components/ui/Modal.tsx';
import { rsvpLabels, type Rsvp } from './guests.ts';
import type { GuestImport } from './use-guest-import.ts';

/**
 * The rows of a chosen CSV file with the problems of each, the button that imports them all,
 * and, when some rows have problems, one that imports only the valid rows.
 */
export default function GuestImportDialog({ importer }: { importer: GuestImport }) {
  const { preview, importing, errorRows, runImport, close } = importer;
  const validRows = (preview?.rows.length ?? 0) - errorRows;
  const invalid = preview?.rows.filter((r) => r.errors.length > 0) ?? [];
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
                  ? `Import the ${validRows} valid ${validRows === 1 ? 'row' : 'rows'} and leave these out, or fix them and choose the file again:`
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
          {preview.rows.length ? (
            <div className="relative max-h-[50vh] overflow-auto rounded-lg border border-stone-200">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-maroon-50">
                  <tr>
                    <th scope="col" className="p-2">Row</th>
                    <th scope="col" className="p-2">Full Name</th>
                    <th scope="col" className="hidden p-2 sm:table-cell">RSVP</th>
                    <th scope="col" className="hidden p-2 sm:table-cell">Meal</th>
                    <th scope="col" className="hidden p-2 sm:table-cell">Table</th>
                    <th scope="col" className="p-2">Problems</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r) => (
                    <tr key={r.rowNumber} className={`border-t border-stone-100 ${r.errors.length ? 'bg-red-50' : ''}`}>
                      <td className="p-2">{r.rowNumber}</td>
                      <td className="max-w-[12rem] truncate p-2">{r.values.fullName}</td>
                      <td className="hidden p-2 sm:table-cell">{rsvpLabels[r.values.rsvp as Rsvp] ?? ''}</td>
                      <td className="hidden p-2 sm:table-cell">{r.values.mealPreference ?? ''}</td>
                      <td className="hidden p-2 sm:table-cell">{String(r.values.tableNumber ?? '')}</td>
                      <td className={`p-2 ${r.errors.length ? 'text-red-800' : 'text-green-800'}`}>{r.errors.join('; ') || (preview.checking ? '…' : 'OK')}</td>
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
              disabled={importing || preview.checking === true || preview.error !== null || errorRows > 0 || preview.rows.length === 0}
              onClick={() => void runImport()}
            >
              {importing ? 'Importing...' : `Import ${preview.rows.length} ${preview.rows.length === 1 ? 'guest' : 'guests'}`}
            </button>
            {errorRows > 0 && validRows > 0 && !preview.checking && preview.error === null ? (
              <button type="button" className="btn btn-outline" disabled={importing} onClick={() => void runImport(true)}>
                {`Import the ${validRows} valid ${validRows === 1 ? 'row' : 'rows'}`}
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
