import type { Config } from './config.ts';
import { STORE_NAME } from '../shop/store.ts';

/** The only configuration the browser may see. */
export type PublicConfig = { publicUrl: string; whatsappNumber: string; storeName: string };

export function publicConfigOf(config: Config): PublicConfig {
  return { publicUrl: config.publicUrl, whatsappNumber: config.STORE_WHATSAPP_NUMBER, storeName: STORE_NAME };
}
