// The size of every generated social image: what Open Graph and Twitter cards show whole.
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
