// Who is signed in, shared by the header script and any React island (via @nanostores/react).
import { atom } from 'nanostores';

export type SessionUser = { id: string; name: string; email: string; role: 'customer' | 'vendor' | 'admin' | 'editor' };
/** `unread`: enquiry messages the user has not opened yet (shown next to the account menu). */
export type SessionState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null; unread?: number };

export const $session = atom<SessionState>({ status: 'loading' });

let inFlight: Promise<void> | null = null;

/** Asks the server who is signed in; concurrent callers share one request. */
export function refreshSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const response = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) throw new Error(`GET /api/session answered ${response.status}`);
      const body = (await response.json()) as { user: SessionUser | null; unread?: number };
      $session.set({ status: 'ready', user: body.user ?? null, unread: body.unread ?? 0 });
    } catch (error) {
      console.error('Could not check the session', error);
      // Keep a known user on a passing network failure; otherwise show the signed-out state.
      const current = $session.get();
      if (current.status === 'loading') $session.set({ status: 'ready', user: null });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Ends the session on the server, then returns to the home page. */
export async function signOut(): Promise<void> {
  try {
    await fetch('/api/auth/signout', { method: 'POST', credentials: 'same-origin' });
  } catch (error) {
    console.error('Sign-out request failed', error);
  }
  $session.set({ status: 'ready', user: null });
  location.href = '/';
}

/** Where "My Account" leads for this user. */
export function accountHref(user: SessionUser): string {
  if (user.role === 'admin') return '/admin/photos';
  if (user.role === 'editor') return '/keystatic';
  return user.role === 'vendor' ? '/vendor-dashboard' : '/dashboard';
}

/** Where a user reads their enquiries. */
export function enquiriesHref(user: SessionUser): string {
  return user.role === 'vendor' ? '/vendor-dashboard/messages' : '/dashboard?tab=enquiries';
}
