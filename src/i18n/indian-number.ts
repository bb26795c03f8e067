// Numbers with Indian digit grouping (12,60,000), written out by hand rather than through
// Intl.NumberFormat: the first Intl object a page makes starts ICU, which took 30–55 ms of the
// main thread in Chromium (four times that on Lighthouse's phone), on every page, from the
// shared script's first line. The output is Intl's own for 'en-IN' (unit tests compare them);
// what this does not cover (exponent forms, infinities) goes to Intl, made when first needed.

const fallbacks = new Map<string, Intl.NumberFormat>();

function viaIntl(value: number, min: number, max: number): string {
  const key = `${min}-${max}`;
  let format = fallbacks.get(key);
  if (!format) fallbacks.set(key, (format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: min, maximumFractionDigits: max })));
  return format.format(value);
}

/** 1234567 → "12,34,567": the last three digits, then pairs. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * `value` with Indian grouping, rounded half away from zero to at most `max` fraction digits
 * and shown with at least `min` (as `new Intl.NumberFormat('en-IN', …)` does): 1234567.891 →
 * "12,34,567.891"; 0.5 with max 0 → "1".
 */
export function formatIndian(value: number, { min = 0, max = 3 }: { min?: number; max?: number } = {}): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) return viaIntl(value, min, max);
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.slice(0, max).padEnd(max, '0'));
  if ((fraction[max] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(max + 1, '0');
  const wholeDigits = digits.slice(0, digits.length - max);
  let fractionDigits = digits.slice(digits.length - max);
  while (fractionDigits.length > min && fractionDigits.endsWith('0')) fractionDigits = fractionDigits.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupDigits(wholeDigits)}${fractionDigits ? `.${fractionDigits}` : ''}`;
}
