import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';
import { mailboxRoutes } from './mailbox.routes.js';

/** The demo mailbox page (`/dev/mailbox`), for servers without SMTP. */
export function devModule(ctx: AppContext): ModuleManifest {
  return { name: 'dev', root: [mailboxRoutes(ctx)] };
}
