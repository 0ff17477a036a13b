/**
 * The address a browser on this machine reaches a listening server at (http://localhost:4321 for 0.0.0.0). In a
 * demo without PUBLIC_URL, it is the address links handed out by the platform are built on (issue 27: a phone
 * scanning an invitation's QR code needs a whole address, not a bare path); it comes from the configuration
 * (HOST, PORT), never from a request's Host header.
 */
export function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** PUBLIC_URL when set; in demo mode the configured listening address (unless the port is picked at start, 0). */
export function linkOrigin(e: { PUBLIC_URL?: string | undefined; MODE: string; HOST: string; PORT: number }) {
  const configured = e.PUBLIC_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  return e.MODE === 'demo' && e.PORT !== 0 ? localOrigin(e.HOST, e.PORT) : undefined;
}
