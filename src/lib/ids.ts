/** A new random row id: 32 hex digits (a UUID without its dashes), as every text primary key uses. */
export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
