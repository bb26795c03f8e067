// The profile overview's recent activity: the latest few of each kind, merged newest first.
export const ACTIVITY_PER_KIND = 5;
export const ACTIVITY_SHOWN = 10;

export type ActivityItem = {
  kind: 'shortlist' | 'review' | 'booking';
  /** What happened, as shown. */
  text: string;
  href: string | null;
  at: string;
};

/** Merges lists that are each newest first; keeps the newest `limit`. */
export function mergeActivity(lists: readonly (readonly ActivityItem[])[], limit = ACTIVITY_SHOWN): ActivityItem[] {
  return lists
    .flat()
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}
