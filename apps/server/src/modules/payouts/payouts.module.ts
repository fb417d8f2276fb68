import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';

export function payoutsModule(_ctx: AppContext): ModuleManifest {
  return { name: 'payouts' };
}
