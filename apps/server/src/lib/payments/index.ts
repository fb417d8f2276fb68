import type { Config } from '../../config.js';
import { paystackProvider } from './paystack.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';

export * from './provider.js';
export { SANDBOX_CHECKOUT_PATH, sandboxTransferReference } from './sandbox.js';

const providers = new WeakMap<Config, PaymentProvider>();

/**
 * Paystack when a secret key is configured, otherwise the built-in sandbox checkout: one provider
 * per configuration, which every module shares (the sandbox remembers the cards it charged).
 */
export function paymentProvider(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.paystackSecretKey
      ? paystackProvider(config.paystackBaseUrl, config.paystackSecretKey)
      : sandboxProvider(config.appUrl);
    providers.set(config, provider);
  }
  return provider;
}
