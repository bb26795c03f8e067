/**
 * Reads a private JSON endpoint; throws with a readable reason. The browser always asks the
 * server, sending the ETag of the copy it holds, so an unchanged answer comes back as a 304.
 */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch {
    throw new Error('the network is unavailable');
  }
  if (response.status === 401) throw new Error('please sign in again');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return (await response.json()) as T;
}
