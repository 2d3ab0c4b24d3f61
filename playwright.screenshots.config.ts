import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run screenshots`: the phone screenshots in docs/screenshots/, taken against the end-to-end server. */
export default defineConfig({ ...base, testDir: 'tests/screenshots', retries: 0 });
