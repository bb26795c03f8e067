// What the editing page (/dashboard/website) does with a posted form. Every form is plain HTML
// posted back to the page with an `intent`; a good post redirects (so Back never resends it)
// with what happened, a post with problems is shown again as typed, problems beside the fields.
import type { Db } from '../../../server/db/client.ts';
import { consumeRateLimit } from '../../../server/rate-limit.ts';
import { requireRole, requireWedding } from '../../planning/index.server.ts';
import { ALT_MAX, MAX_UPLOAD_BYTES, UPLOADS_PER_HOUR } from '../../catalogue/index.ts';
import { BodyTooLargeError, PhotoRejectedError, photoStorage, readBodyCapped, type PhotoStorage } from '../../catalogue/index.server.ts';
import type { siteEditorMessages } from './messages.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import { passphraseProblem, readSiteForm, saveSite, setPassphrase, type SiteField, type SiteProblem } from './site.server.ts';
import { SitePhotoError, addSitePhoto, deleteSitePhoto, moveSitePhoto, updateSitePhotoAlt } from './site-photos.server.ts';

/** A message of the editing page, by key (the page turns it into text in the account's language). */
export type EditorMessage = keyof CatalogueOf<typeof siteEditorMessages>;

export type EditorPostOutcome =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'page';
      status: number;
      /** The form the problems belong to, and its fields as posted. */
      form: 'site' | 'passphrase' | 'upload' | 'photo';
      photoId?: number;
      values: Record<string, string>;
      errors: Record<string, EditorMessage>;
    };

const HOUR = 60 * 60 * 1000;
/** Room for the form's other fields and the multipart framing around the file. */
const FORM_OVERHEAD = 64 * 1024;

const done = (what: EditorMessage, anchor = '') => ({ kind: 'redirect' as const, to: `/dashboard/website?done=${what}${anchor}` });

const siteMessage: Record<SiteField, Partial<Record<SiteProblem, EditorMessage>>> = {
  slug: { length: 'slugLength', characters: 'slugCharacters', reserved: 'slugReserved', taken: 'slugTaken' },
  story: { tooLong: 'storyTooLong' },
  travel: { tooLong: 'travelTooLong' },
  stay: { tooLong: 'stayTooLong' },
};

function altProblem(alt: string): EditorMessage | null {
  if (alt.length === 0) return 'altRequired';
  if (alt.length > ALT_MAX) return 'altTooLong';
  return null;
}

const photoProblem: Record<SitePhotoError['problem'], EditorMessage> = {
  'no-site': 'setUpFirst',
  full: 'photosFull',
  duplicate: 'photoDuplicate',
  busy: 'photoBusy',
  gone: 'photoGone',
};

async function readForm(request: Request): Promise<FormData> {
  const body = await readBodyCapped(request, MAX_UPLOAD_BYTES + FORM_OVERHEAD);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' } }).formData();
}

/** Handles a post of the signed-in couple (whose wedding profile exists: requireWedding throws otherwise). */
export async function postSiteEditor(db: Db, userId: string, request: Request, storage: PhotoStorage = photoStorage()): Promise<EditorPostOutcome> {
  const wedding = await requireWedding(db, userId);
  // The couple and co-planners edit the site; a family member or a viewer is refused.
  requireRole(wedding, 'manage');
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { kind: 'page', status: 413, form: 'upload', values: {}, errors: { photo: 'photoTooLarge' } };
    form = new FormData();
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const photoId = Number(text('photo'));
  try {
    switch (text('intent')) {
      case 'save': {
        const { values, problems } = readSiteForm(form);
        const outcome = Object.keys(problems).length ? { ok: false as const, problems } : await saveSite(db, userId, values);
        if (outcome.ok) return done('saved');
        const errors: Record<string, EditorMessage> = {};
        for (const [field, problem] of Object.entries(outcome.problems)) errors[field] = siteMessage[field as SiteField][problem]!;
        return { kind: 'page', status: 400, form: 'site', values: { ...values, listed: values.listed ? 'on' : '' }, errors };
      }
      case 'passphrase': {
        const passphrase = form.get('passphrase');
        const typed = typeof passphrase === 'string' ? passphrase : '';
        const problem = passphraseProblem(typed);
        if (problem)
          return {
            kind: 'page',
            status: 400,
            form: 'passphrase',
            values: {},
            errors: { passphrase: problem === 'short' ? 'passphraseShort' : 'passphraseLong' },
          };
        if (!(await setPassphrase(db, userId, typed)))
          return { kind: 'page', status: 409, form: 'passphrase', values: {}, errors: { passphrase: 'setUpFirst' } };
        return done('passphraseSaved');
      }
      case 'remove-passphrase':
        await setPassphrase(db, userId, null);
        return done('passphraseRemoved');
      case 'upload': {
        const alt = text('alt');
        const file = form.get('file');
        const values = { alt };
        const problem = altProblem(alt);
        if (!(file instanceof File) || file.size === 0)
          return { kind: 'page', status: 400, form: 'upload', values, errors: { photo: 'noFile', ...(problem ? { alt: problem } : {}) } };
        if (problem) return { kind: 'page', status: 400, form: 'upload', values, errors: { alt: problem } };
        const limit = await consumeRateLimit(db, `wedding-site:upload:${userId}`, UPLOADS_PER_HOUR, HOUR);
        if (!limit.allowed) return { kind: 'page', status: 429, form: 'upload', values, errors: { photo: 'tooManyUploads' } };
        try {
          await addSitePhoto(db, storage, wedding.id, Buffer.from(await file.arrayBuffer()), alt);
        } catch (error) {
          if (error instanceof PhotoRejectedError) return { kind: 'page', status: 400, form: 'upload', values, errors: { photo: 'photoUnusable' } };
          if (error instanceof SitePhotoError) return { kind: 'page', status: 409, form: 'upload', values, errors: { photo: photoProblem[error.problem] } };
          throw error;
        }
        return done('uploaded', '#photos');
      }
      case 'alt': {
        const alt = text('alt');
        const problem = altProblem(alt);
        if (problem) return { kind: 'page', status: 400, form: 'photo', photoId, values: { alt }, errors: { alt: problem } };
        await updateSitePhotoAlt(db, wedding.id, photoId, alt);
        return done('altSaved', '#photos');
      }
      case 'up':
      case 'down':
        await moveSitePhoto(db, wedding.id, photoId, text('intent') === 'up' ? -1 : 1);
        return done('moved', '#photos');
      case 'delete':
        await deleteSitePhoto(db, storage, wedding.id, photoId);
        return done('deleted', '#photos');
      default:
        return { kind: 'redirect', to: '/dashboard/website' };
    }
  } catch (error) {
    if (error instanceof SitePhotoError)
      return { kind: 'page', status: 404, form: 'photo', photoId, values: {}, errors: { photo: photoProblem[error.problem] } };
    throw error;
  }
}

/** The notices a redirect may name (anything else in `done` is ignored). */
export const EDITOR_NOTICES: readonly EditorMessage[] = ['saved', 'passphraseSaved', 'passphraseRemoved', 'uploaded', 'altSaved', 'moved', 'deleted'];
