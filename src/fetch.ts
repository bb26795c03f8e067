// The app's request entry (Astro's fetch file): Astro's own pipeline, after one check that has
// to come before it. A path with percent-encoding that does not decode would otherwise be
// logged by Astro as an [ERROR] (once per request, so anyone could fill the log) and then
// answered as a 404; it is a bad request, answered 400 without a word in the log.
import { astro, FetchState } from 'astro/fetch';
import { badEncodingResponse, decodedPath } from './middleware-guards.ts';

export default {
  fetch(request: Request): Promise<Response> {
    if (decodedPath(new URL(request.url).pathname) === null) return Promise.resolve(badEncodingResponse());
    return astro(new FetchState(request));
  },
};
