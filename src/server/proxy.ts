// Who the client is when a reverse proxy may stand in between. The socket's address is the
// truth unless it belongs to a proxy the operator listed; only then are X-Forwarded-For and
// X-Forwarded-Proto believed (anyone can send those headers).

export type ConnectionFacts = {
  /** The address of the peer that opened the connection. */
  socketAddress: string;
  /** The protocol of the URL the server saw (`http:` or `https:`). */
  protocol: string;
  forwardedFor: string | null;
  forwardedProto: string | null;
};

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) and bracketed forms read as the plain address. */
export function normaliseIp(address: string): string {
  let ip = address.trim().toLowerCase();
  if (ip.startsWith('[') && ip.includes(']')) ip = ip.slice(1, ip.indexOf(']'));
  if (ip.startsWith('::ffff:') && ip.includes('.')) ip = ip.slice('::ffff:'.length);
  // `1.2.3.4:5678` (a port after an IPv4 address) keeps only the address.
  if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  return ip;
}

/** `TRUST_PROXY`: a comma-separated list of proxy addresses, e.g. `127.0.0.1,::1`. */
export function parseTrustedProxies(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((part) => normaliseIp(part))
      .filter(Boolean),
  );
}

/**
 * The client's address and whether it used HTTPS. With a trusted peer, X-Forwarded-For is
 * read from the right (each proxy appends the address it saw) and the first address that
 * is not a trusted proxy is the client; X-Forwarded-Proto's first value is the scheme the
 * client used.
 */
export function resolveClient(facts: ConnectionFacts, trusted: ReadonlySet<string>): { ip: string; secure: boolean } {
  const socket = normaliseIp(facts.socketAddress);
  const direct = { ip: socket, secure: facts.protocol === 'https:' };
  if (!socket || !trusted.has(socket)) return direct;

  let ip = socket;
  const hops = (facts.forwardedFor ?? '').split(',').map(normaliseIp).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    ip = hops[i]!;
    if (!trusted.has(ip)) break;
  }
  const proto = facts.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return { ip, secure: proto ? proto === 'https' : direct.secure };
}
