// The wedding profile form's title and, for a new couple, its introduction: drawn by the form and
// by the dashboard's placeholder before it, so the page's largest text is painted with the page,
// not when the form's code arrives, and stays where it is when the form takes its place.
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { weddingProfileMessages } from './messages.ts';

interface Props {
  t: Bound<CatalogueOf<typeof weddingProfileMessages>>;
  creating: boolean;
  /** The form's heading names it (aria-labelledby); the placeholder's has no id. */
  titleId?: string;
}

export default function WeddingFormHead({ t, creating, titleId }: Props) {
  return (
    <>
      <h2 id={titleId} className="font-serif text-2xl text-maroon-800">
        {creating ? t.createTitle : t.editTitle}
      </h2>
      {creating ? <p className="mt-1 text-stone-600">{t.createIntro}</p> : null}
    </>
  );
}
