import type { Config } from '../../config.js';
import { paystackProvider } from './paystack.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';

export * from './provider.js';
export { SANDBOX_CHECKOUT_PATH } from './sandbox.js';

/** Paystack when a secret key is configured, otherwise the built-in sandbox checkout. */
export function paymentProvider(config: Config): PaymentProvider {
  return config.paystackSecretKey
    ? paystackProvider(config.paystackBaseUrl, config.paystackSecretKey)
    : sandboxProvider(config.appUrl);
}
