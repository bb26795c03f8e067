// Headcounts cost a join over every guest and answer of a wedding; the Functions tab and the
// caterer sheet are opened far more often than replies come in. Each result is kept with the
// wedding's `rsvp_version` (raised by triggers on every change that moves it, whichever code
// makes the change) and reused only while the version read in the same request is unchanged,
// so no instance ever serves stale numbers. Bounded, least recently used out first.

export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();
  constructor(private readonly maxEntries: number) {}

  /** The value kept for `id` at `version`, or `load`'s (shared by concurrent callers). */
  get(id: string, version: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(id);
    this.entries.delete(id);
    if (hit && hit.version === version) {
      this.entries.set(id, hit);
      return hit.value;
    }
    const value = load();
    const entry = { version, value };
    this.entries.set(id, entry);
    value.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
