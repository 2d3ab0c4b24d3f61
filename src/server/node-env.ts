/**
 * Imported first by main.ts: the store's NODE_ENV defaults to production (config.ts), and libraries read it from the
 * environment when they load (React picks its development build, several times slower to render, unless it says
 * production). So `node src/server/main.ts` runs as `npm start` does.
 */
process.env.NODE_ENV ??= 'production';
