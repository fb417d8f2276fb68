import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';

export function ticketsModule(_ctx: AppContext): ModuleManifest {
  return { name: 'tickets' };
}
