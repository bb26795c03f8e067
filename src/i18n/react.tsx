// Messages for an island made of many components (the dashboard): the page hands the island
// root the catalogues of its parts, by name, in one language; each component takes its own
// with `useMessages`. No catalogue is imported by browser code (catalogue.ts says why).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bind, type Bound, type Catalogue, type MessagesData } from './catalogue.ts';

/** What a page passes: each part's messages under the name its components ask for. */
export type IslandMessages = Record<string, MessagesData<Catalogue>>;

const MessagesContext = createContext<IslandMessages | null>(null);

export function MessagesProvider({ messages, children }: { messages: IslandMessages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

/** The messages the page passed under `name`, bound (the type names the catalogue: `CatalogueOf<typeof fooMessages>`). */
export function useMessages<C extends Catalogue>(name: string): Bound<C> {
  const all = useContext(MessagesContext);
  const data = all?.[name];
  if (!data) throw new Error(`The page passed no "${name}" messages to this island`);
  return useMemo(() => bind(data as unknown as MessagesData<C>), [data]);
}
