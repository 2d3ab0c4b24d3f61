import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each domain owns its tables, beside its service.
  schema: ['./src/server/db/enums.ts', './src/server/*/tables.ts'],
  out: './src/server/db/migrations',
});
