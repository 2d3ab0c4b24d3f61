import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  TooLarge,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
} from '../errors.ts';
import { mapError } from './error-handler.ts';

const request = () => ({ log: { error: vi.fn() } }) as unknown as FastifyRequest;

describe('mapError: one place maps typed errors to HTTP', () => {
  it.each([
    [new Invalid('Email is invalid', { fields: { email: 'Email is invalid' } }), 400],
    [new Unauthorized('Please log in'), 401],
    [new Forbidden('Not yours'), 403],
    [new NotFound('Product not found.'), 404],
    [new Conflict('Email already registered'), 409],
    [new TooLarge('Image too large'), 413],
    [new Unprocessable('Not an image'), 422],
    [new TooManyRequests('Too many attempts'), 429],
  ])('%s -> %i with its own message', (err, status) => {
    const { status: s, payload } = mapError(err, request());
    expect(s).toBe(status);
    expect(payload.success).toBe(false);
    expect(payload.message).toBe(err.message);
  });

  it('keeps per-field messages', () => {
    const { payload } = mapError(new Invalid('Email is invalid', { fields: { email: 'Email is invalid' } }), request());
    expect(payload.fields).toEqual({ email: 'Email is invalid' });
  });

  it('turns a ZodError into 400 with field messages', () => {
    const parsed = z.object({ name: z.string().min(1, 'Name is required') }).safeParse({ name: '' });
    const { status, payload } = mapError(parsed.error, request());
    expect(status).toBe(400);
    expect(payload.fields).toEqual({ name: 'Name is required' });
  });

  it('never sends the details of an unexpected error, and logs them', () => {
    const req = request();
    const { status, payload } = mapError(new Error('connection string postgres://secret@db'), req);
    expect(status).toBe(500);
    expect(JSON.stringify(payload)).not.toContain('secret');
    expect(req.log.error).toHaveBeenCalled();
  });
});
