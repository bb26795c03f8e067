// The open wedding's role and side for the dashboard's panels: a panel asks useCan(need) before
// it shows a control that would change the wedding (the server refuses the action all the same).
// Without a provider (the couple's own wedding, or a page with no collaborators) everything is allowed.
import { createContext, useContext, type ReactNode } from 'react';
import { roleAllows, type WeddingNeed, type WeddingView } from './access.ts';

const WeddingAccessContext = createContext<WeddingView | null>(null);

export function WeddingAccessProvider({ view, children }: { view: WeddingView | undefined; children: ReactNode }) {
  return <WeddingAccessContext.Provider value={view ?? null}>{children}</WeddingAccessContext.Provider>;
}

/** The account's role and side on the open wedding; null for the couple's own. */
export function useWeddingView(): WeddingView | null {
  return useContext(WeddingAccessContext);
}

/** Whether the signed-in account may do what `need` asks on the open wedding. */
export function useCan(need: WeddingNeed): boolean {
  const view = useWeddingView();
  return view === null || roleAllows(view.role, need);
}
