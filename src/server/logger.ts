import type { LoggerOptions } from 'pino';

/** Structured logs (pino). Credentials, cookies and personal fields are redacted wherever they appear. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.currentPassword',
        '*.newPassword',
        '*.authToken',
        '*.token',
        '*.passwordHash',
        'err.config',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Method, path and id only: headers (cookies, tokens) are never logged with a request.
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactQuery(req.url) : undefined,
        id: req.id,
      }),
    },
  };
}

/** Drops secrets that can travel in query strings (reset tokens). */
function redactQuery(url: string): string {
  return url.replace(/([?&](?:token|key|signature)=)[^&]*/gi, '$1[redacted]');
}
