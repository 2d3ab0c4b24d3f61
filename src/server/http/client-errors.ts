/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over
 * the size limit, a malformed request line, a client too slow to send its request) get the same error envelope as
 * every other refusal (ADR 7), instead of Fastify's own `{ error, message, statusCode }`.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../../shop/reasons.ts';

function answerFor(code: string | undefined): [number, ErrorBody] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    const message = 'The address or headers of the request are too long.';
    return [431, { success: false, error: 'too_large', reason: 'too_large', message }];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const message = 'The request took too long to arrive.';
    return [408, { success: false, error: 'invalid', reason: 'invalid_input', message }];
  }
  return [400, { success: false, error: 'invalid', reason: 'invalid_input', message: 'The request is not valid.' }];
}

export function sendClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, payload] = answerFor(err.code);
  const json = JSON.stringify(payload);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
