/**
 * The client address of a request. Bun.serve knows it; Elysia (called through app.handle) does
 * not, so the server remembers it per Request object. Proxy headers are not trusted: a tutor's
 * box usually faces the LAN directly, and a forged header must not dodge the login throttle.
 */
const addresses = new WeakMap<Request, string>();

export function rememberClientIp(request: Request, ip: string | undefined): void {
  if (ip) addresses.set(request, ip);
}

export const clientIp = (request: Request): string => addresses.get(request) ?? "unknown";
