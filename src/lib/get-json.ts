/** Reads a private JSON endpoint; throws with a readable reason. */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new Error('the network is unavailable');
  }
  if (response.status === 401) throw new Error('please sign in again');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()) as T;
}
