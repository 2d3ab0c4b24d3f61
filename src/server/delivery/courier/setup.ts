/**
 * Chooses the courier: Shiprocket with an API user (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, at SHIPROCKET_API_URL);
 * the loopback sandbox with SHIPROCKET_SANDBOX=true (development, no account); else none, and the store answers
 * from its delivery zones alone.
 */
import type { Config } from '../../config.ts';
import type { CourierProvider } from './provider.ts';
import { startCourierSandbox, type CourierSandbox } from './sandbox.ts';
import { createShiprocketProvider } from './shiprocket.ts';

export type Courier = { provider: CourierProvider | null; sandbox: CourierSandbox | null; close: () => Promise<void> };

type CourierConfig = Pick<
  Config,
  'SHIPROCKET_EMAIL' | 'SHIPROCKET_PASSWORD' | 'SHIPROCKET_API_URL' | 'SHIPROCKET_SANDBOX' | 'SHIPROCKET_TIMEOUT_MS'
>;

export async function setUpCourier(config: CourierConfig): Promise<Courier> {
  const timeoutMs = config.SHIPROCKET_TIMEOUT_MS;
  if (config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD) {
    const provider = createShiprocketProvider({
      apiUrl: config.SHIPROCKET_API_URL,
      email: config.SHIPROCKET_EMAIL,
      password: config.SHIPROCKET_PASSWORD,
      timeoutMs,
    });
    return { provider, sandbox: null, close: async () => {} };
  }
  if (!config.SHIPROCKET_SANDBOX) return { provider: null, sandbox: null, close: async () => {} };
  const sandbox = await startCourierSandbox();
  const provider = createShiprocketProvider({
    apiUrl: sandbox.url,
    email: sandbox.email,
    password: sandbox.password,
    timeoutMs,
  });
  return { provider, sandbox, close: () => sandbox.close() };
}
