// A picture in the editing interface: an image the editor uploads (Keystatic's image field), which
// also keeps the generated art an entry already shows. Keystatic's own field reads a stored address
// only as a file in its folder, so it would show `/art/gallery/29.svg` as no picture and drop it on
// the next save; this one shows that art (drawn here, as the site draws it) and writes its address
// back unchanged until the editor removes it or chooses a file.
import { fields } from '@keystatic/core';
import { artSvg, parseArtUrl, type ArtKind } from '../../catalogue/index.ts';

type Upload = { data: Uint8Array; extension: string; filename: string };
/** Kept art: the address it came from rides along with the picture shown for it. */
type KeptArt = Upload & { art: string };

const isKeptArt = (value: Upload | null): value is KeptArt => typeof (value as Partial<KeptArt> | null)?.art === 'string';

export interface PictureOptions {
  label: string;
  description?: string;
  /** Where uploads go (`content/photos/images`), in a folder per entry. */
  directory: string;
  /** How the entry's file reaches them (`./images/`): the stored address is this, the entry's slug and the file. */
  publicPath: string;
  /** The generated art that may stand in for an upload. */
  art: ArtKind;
}

/** A required picture: an uploaded file, or generated art of kind `art` that an entry already has. */
export function picture({ art, ...options }: PictureOptions) {
  const upload = fields.image({ ...options, validation: { isRequired: true } });
  const artOf = (value: unknown) => {
    const found = typeof value === 'string' ? parseArtUrl(value) : null;
    return found?.kind === art ? found : null;
  };
  return {
    ...upload,
    filename(value, extra) {
      return artOf(value) ? undefined : upload.filename(value, extra);
    },
    parse(value, extra) {
      const found = artOf(value);
      if (!found) return upload.parse(value, extra);
      const kept: KeptArt = { data: new TextEncoder().encode(artSvg(found.kind, found.n)), extension: 'svg', filename: `${found.n}.svg`, art: value as string };
      return kept;
    },
    serialize(value, extra) {
      return isKeptArt(value) ? { value: value.art, asset: undefined } : upload.serialize(value, extra);
    },
  } satisfies typeof upload;
}
