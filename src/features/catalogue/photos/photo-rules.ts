// Listing photo rules and texts shared by the server, the pages and the islands (no zod, no
// server code, so islands stay small).

/**
 * Widths of the responsive variants; a photo narrower than one of them is never upscaled. 768
 * is what a full-width photo on a phone needs (380 CSS px at 1.75–2× density), so the first
 * photo of a detail page, its largest paint, is not the 1024 one there.
 */
export const VARIANT_WIDTHS = [320, 640, 768, 1024, 1600] as const;
export const LARGEST_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
/** Variant formats, best first: browsers take the first `<source>` they can show. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const FORMAT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** Demo limits. */
export const MAX_PHOTOS_PER_LISTING = 20;
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Stored bytes (every variant of every photo) one listing may use. */
export const MAX_LISTING_BYTES = 60 * 1024 * 1024;
/** Decoded size limit: anything larger is refused before its pixels are decoded. */
export const MAX_PIXELS = 40_000_000;
export const MIN_WIDTH = 320;
export const MIN_HEIGHT = 200;
/** Longest side over shortest side. */
export const MAX_ASPECT_RATIO = 4;
/** Uploads per account per hour (accepted or refused). */
export const UPLOADS_PER_HOUR = 60;
/** Photo reports per account per day: enough for a couple who finds a bad gallery, too few to sweep the site. */
export const REPORTS_PER_DAY = 10;
/**
 * Who moves a photo toward hiding. Every couple's report puts the photo in the admin's queue
 * (/admin/photos); only a trusted couple's report counts toward hiding it before the admin has
 * looked: a verified e-mail address and an account at least this old when reporting. Throwaway
 * accounts therefore cost a mailbox each and a day's wait, and still only queue the photo.
 */
export const TRUSTED_REPORTER_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * A photo (that photo alone, never the rest of the listing) is hidden until the admin reviews
 * it once this many trusted couples hold open reports on it.
 */
export const TRUSTED_REPORTS_TO_HIDE = 3;
export const ALT_MAX = 250;

/** What the file picker offers; the server decides from the decoded content, never from this. */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.avif,.heic,.heif';

export type ListingKind = 'vendor' | 'venue';
export const LISTING_KINDS = ['vendor', 'venue'] as const;

/** Categories of the gallery page an uploaded photo may be shown under. */
export const GALLERY_CATEGORIES = ['Mehendi', 'Haldi', 'Sangeet', 'Pheras', 'Reception', 'Decor'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const REPORT_REASONS = [
  { value: 'not-their-work', label: 'Not this business’s own work' },
  { value: 'inappropriate', label: 'Offensive or inappropriate' },
  { value: 'misleading', label: 'Misleading or unrelated to weddings' },
  { value: 'privacy', label: 'Shows me or my family without consent' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

const MB = 1024 * 1024;
export const photoText = {
  notAnImage: 'This file is not a picture we can read. Please upload a JPEG, PNG, WebP or AVIF photo.',
  heic: 'HEIC photos cannot be read here yet. Please export the photo as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible) and upload it again.',
  damaged: 'This picture could not be read; the file may be damaged. Please export it again and retry.',
  tooManyPixels: (width: number, height: number) =>
    `This picture is too large: ${width} × ${height} pixels is more than the ${MAX_PIXELS / 1_000_000}-megapixel limit. Please resize it and try again.`,
  tooSmall: (width: number, height: number) =>
    `This picture is too small (${width} × ${height} pixels). Please upload one at least ${MIN_WIDTH} pixels wide and ${MIN_HEIGHT} pixels high.`,
  badShape: `Please crop very tall or very wide pictures: the longer side may be at most ${MAX_ASPECT_RATIO} times the shorter one.`,
  fileTooLarge: `Each photo may be at most ${MAX_UPLOAD_BYTES / MB} MB.`,
  emptyFile: 'This file is empty.',
  tooManyPhotos: `A listing can have at most ${MAX_PHOTOS_PER_LISTING} photos. Delete one to add another.`,
  storageFull: `This listing’s photos have reached the storage limit of ${MAX_LISTING_BYTES / MB} MB. Delete a photo to add another.`,
  duplicate: 'This photo is already in your gallery.',
  rateLimited: 'You have uploaded a lot of photos in the last hour. Please wait a while and try again.',
  busy: 'We are processing many photos right now. Please try again in a minute.',
  uploadFailed: 'The upload failed. Please check your connection and try again.',
  altRequired: 'Alt text is required: describe what the photo shows.',
  altTooLong: `Alt text may be at most ${ALT_MAX} characters.`,
  altFileName: 'Describe what is in the photo, not its file name.',
  altPrompt:
    'Describe the photo for someone who cannot see it: who or what is in it, and where. For example: “Bride in a red lehenga laughing with her sisters at the haldi”.',
  needsAlt: 'Not shown on your public page until it has alt text.',
  hiddenForReview: 'Hidden after reports from couples, until our team reviews them.',
  reportSignIn: 'Please sign in as a couple to report a photo.',
  reportCouplesOnly: 'Only couples can report photos.',
  reportOwnListing: 'You cannot report photos of your own listing.',
  reported: 'Thank you. We will review this photo.',
  alreadyReported: 'You have already reported this photo.',
  reportsRateLimited: 'You have reported many photos today. Please try again tomorrow.',
} as const;

/** Alt text problems, or null when it is good enough to publish. */
export function altTextProblem(alt: string): string | null {
  const text = alt.trim();
  if (text.length === 0) return photoText.altRequired;
  if (text.length > ALT_MAX) return photoText.altTooLong;
  if (/^(img|dsc|dscn|pxl|photo|image|wa|screenshot)[\s_-]?[\d_-]+(\.\w{3,4})?$/i.test(text) || /\.(jpe?g|png|webp|avif|heic|heif)$/i.test(text)) {
    return photoText.altFileName;
  }
  return null;
}
