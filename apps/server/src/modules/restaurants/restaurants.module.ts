import type { AppContext } from '../../context.js';
import type { ModuleManifest } from '../manifest.js';

export function restaurantsModule(_ctx: AppContext): ModuleManifest {
  return { name: 'restaurants' };
}
