import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

/**
 * The `Host` a request may name: the APP_URL host, and on a demo install also a loopback name
 * (localhost, 127.0.0.1, [::1]) on any port. Anything else may be DNS rebinding.
 */
export function isAllowedHost(config: Config, host: string | undefined): boolean {
  if (!host) return false;
  if (host.toLowerCase() === new URL(config.appUrl).host) return true;
  return config.demoData && LOOPBACK_NAMES.has(hostnameOf(host.toLowerCase()));
}

/** An `Origin` of this app: the APP_URL origin, or the request's own origin when its Host is allowed. */
export function isOwnOrigin(config: Config, request: FastifyRequest, origin: string): boolean {
  if (origin === new URL(config.appUrl).origin) return true;
  const host = request.headers.host;
  return isAllowedHost(config, host) && origin === `${request.protocol}://${host}`;
}
