// The signed-in couple's guest count for the estimates on public pages, asked from the browser
// (the pages are cached for everyone and never hold a user's data). Null when signed out,
// when the list is empty, or when the request fails.
export async function fetchGuestCount(): Promise<number | null> {
  try {
    const response = await fetch('/api/guests/count', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { count: number | null };
    return body.count && body.count > 0 ? body.count : null;
  } catch {
    return null;
  }
}
