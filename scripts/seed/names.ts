// Business names drawn from word lists repeat; the demo catalogue must not show two
// businesses under one name. The first row keeps the name; a later one is told apart by the
// qualifiers it is given (its city, then its area), then by a number.
export type NameRegistry = { claim(name: string, qualifiers: readonly string[]): string };

export function nameRegistry(): NameRegistry {
  const taken = new Set<string>();
  const free = (name: string) => !taken.has(name.toLowerCase());
  return {
    claim(name, qualifiers) {
      const candidates = [name, ...qualifiers.map((q) => `${name} ${q}`)];
      let chosen = candidates.find(free);
      for (let n = 2; !chosen; n++) if (free(`${name} ${n}`)) chosen = `${name} ${n}`;
      taken.add(chosen.toLowerCase());
      return chosen;
    },
  };
}

/** One way to write a business's web address and contact e-mail, for venues and vendors alike. */
export function businessContact(slug: string): { email: string; website: string } {
  const domain = `${slug.replaceAll('-', '')}.in`;
  return { email: `hello@${domain}`, website: `https://www.${domain}` };
}
