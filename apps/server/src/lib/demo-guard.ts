import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from './errors.js';
import { isAllowedHost } from './host-check.js';

function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * The demo outbox and the sandbox checkout hand out codes and free money: they answer loopback
 * clients only, unless DEMO_MODE=1 is set explicitly, and only under an allowed Host (DNS rebinding).
 */
export function requireDemoAccess(config: Config) {
  return async (request: FastifyRequest) => {
    if (!isAllowedHost(config, request.headers.host)) {
      throw new AppError('FORBIDDEN', `Unknown host: open ${config.appUrl} instead`);
    }
    if (!config.demoMode && !isLoopbackAddress(request.ip)) {
      throw new AppError(
        'FORBIDDEN',
        'Demo pages are available on this machine only (set DEMO_MODE=1 to share them)',
      );
    }
  };
}
