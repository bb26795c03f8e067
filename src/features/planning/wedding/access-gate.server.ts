// The check every wedding action passes before its handler runs (middleware.ts): the open
// wedding's role must allow what the action asks (access.ts). Which rows a family member
// reaches is kept by the reads and writes themselves (their side's guests and households).
import type { Db } from '../../../server/db/client.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { actionNeed } from './access.ts';
import { refusalOf, weddingAccess } from './access.server.ts';

/** Why the account may not run the named action on its open wedding, or null when it may. */
export async function actionRefusal(db: Db, userId: string, action: string, locale: Locale): Promise<string | null> {
  const need = actionNeed(action);
  if (!need) return null;
  const access = await weddingAccess(db, userId);
  // No wedding yet: the action answers for itself ("create your profile first").
  if (!access) return null;
  return refusalOf(access, need, locale);
}
