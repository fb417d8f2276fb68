import { JSON_MAX_DEPTH } from '@lunch/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when JSON text nests arrays and objects more than `limit` deep. One pass over the text,
 * brackets inside strings (escapes honoured) not counted; stops at the first level too deep.
 * Malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (OPENERS.has(char)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(char)) depth--;
  }
  return false;
}

export const tooDeepMessage = `The JSON body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`;

/**
 * Fastify's own JSON body parser (secure-json-parse: `__proto__` and `constructor` keys refused,
 * the body limit, an empty body refused) behind a check of nesting depth: a body nested deeper than
 * JSON_MAX_DEPTH is refused with 400 before anything walks the parsed value (the NUL guard and
 * validation recurse into it, and 10,000 levels overflow the call stack). Registered on the root
 * instance before the modules, so every route inherits it.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, JSON_MAX_DEPTH)) {
      done(badRequest(tooDeepMessage, [{ path: '(body)', message: tooDeepMessage }]), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
