// Messages for the site's plain scripts (no React): the page writes one language's catalogue
// into a JSON block (MessagesScript.astro), the script reads it. Data, not code: nothing
// runs, so no CSP hash, and a page carries only the catalogues its scripts use.
import { bind, type Bound, type Catalogue } from './catalogue.ts';

export function readMessages<C extends Catalogue>(id: string): Bound<C> {
  const block = document.getElementById(id);
  if (!block?.textContent) throw new Error(`No messages #${id} on this page`);
  return bind<C>(JSON.parse(block.textContent));
}
