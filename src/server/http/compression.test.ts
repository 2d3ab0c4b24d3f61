import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './compression.ts';

describe('acceptsGzip (which pages, kept or rendered, go gzipped)', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['GZIP;Q=0.5', true],
    ['*', true],
    ['deflate, *;q=0.1', true],
    ['gzip;q=1, *;q=0', true],
  ])('takes gzip: %s', (header, takes) => expect(acceptsGzip(header)).toBe(takes));

  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip;q=0.0, deflate', false],
    // gzip's own entry decides, whatever `*` says
    ['gzip;q=0, *', false],
    ['*;q=0', false],
  ])('refuses gzip: %s', (header, takes) => expect(acceptsGzip(header)).toBe(takes));
});
