import { z } from 'zod';

/** `{ success: true, data: { data: T } }`: the shape the spec's client reads for several calls. */
export const nested = <T extends z.ZodType>(inner: T) =>
  z.object({ success: z.literal(true), data: z.object({ data: inner }) });
