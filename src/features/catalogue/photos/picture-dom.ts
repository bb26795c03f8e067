// The same markup as ListingPicture.tsx, built in the browser for cards added after load
// ("Show more vendors"). Browser only.
import { fallbackSrc, photoSrcset, type PhotoImage } from './media.ts';

export function buildListingPicture(photo: PhotoImage, options: { sizes: string; className: string; alt: string; fallback?: string }): HTMLElement {
  const frame = document.createElement('span');
  frame.className = `relative block overflow-hidden bg-stone-100 ${options.className}`;
  frame.dataset.listingPicture = '';
  const placeholder = document.createElement('img');
  placeholder.src = photo.placeholder;
  placeholder.alt = '';
  placeholder.setAttribute('aria-hidden', 'true');
  placeholder.className = 'absolute inset-0 h-full w-full scale-110 object-cover blur-md';
  const picture = document.createElement('picture');
  picture.className = 'contents';
  for (const format of ['avif', 'webp'] as const) {
    const source = document.createElement('source');
    source.type = `image/${format}`;
    source.srcset = photoSrcset(photo, format);
    source.sizes = options.sizes;
    picture.append(source);
  }
  const img = document.createElement('img');
  img.srcset = photoSrcset(photo, 'jpg');
  img.sizes = options.sizes;
  img.src = fallbackSrc(photo, 640);
  img.width = photo.width;
  img.height = photo.height;
  img.alt = options.alt;
  img.loading = 'lazy';
  img.decoding = 'async';
  if (options.fallback) img.dataset.fallback = options.fallback;
  img.className = 'relative h-full w-full object-cover';
  picture.append(img);
  frame.append(placeholder, picture);
  return frame;
}
