// The bars of QUALITY.md that `npm run bench` measures against.
export const BARS = {
  jsNoIsland: 10 * 1024,
  jsIslands: 100 * 1024,
  /** What a Hindi page's messages may add to its English page's JavaScript. */
  messagesJsGain: 5 * 1024,
  htmlGzip: 14 * 1024,
  listingBytes: 500 * 1024,
  listingRequests: 25,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  p95Ms: 50,
  sessionUnderSignInsP99Ms: 100,
  scaledP95Ratio: 2,
  buildSeconds: 90,
  /** The build at 10 × the catalogue, and at the largest scale, against the default build. */
  scaledBuildRatio10: 1.1,
  scaledBuildRatio: 1.3,
};
