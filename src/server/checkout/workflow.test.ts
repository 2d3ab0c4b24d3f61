import { describe, expect, it, vi } from 'vitest';
import { runWorkflow, type Step } from './workflow.ts';

type Ctx = { log: string[] };
const step = (name: string, opts: { fail?: boolean; done?: boolean; compensate?: boolean } = {}): Step<Ctx> => ({
  name,
  run(ctx) {
    if (opts.fail) throw new Error(`${name} failed`);
    ctx.log.push(`run ${name}`);
    return opts.done ? 'done' : undefined;
  },
  ...(opts.compensate === false ? {} : { compensate: (ctx: Ctx) => void ctx.log.push(`undo ${name}`) }),
});
const log = () => ({ error: vi.fn() });

describe('runWorkflow', () => {
  it('runs the steps in order over one context', async () => {
    const ctx = await runWorkflow('w', { log: [] }, [step('a'), step('b'), step('c')], log());
    expect(ctx.log).toEqual(['run a', 'run b', 'run c']);
  });

  it('when a step throws, undoes the steps that ran, newest first, and rethrows', async () => {
    const ctx: Ctx = { log: [] };
    await expect(
      runWorkflow('w', ctx, [step('a'), step('b', { compensate: false }), step('c'), step('d', { fail: true })], log()),
    ).rejects.toThrow('d failed');
    expect(ctx.log).toEqual(['run a', 'run b', 'run c', 'undo c', 'undo a']);
  });

  it("stops after a step answers 'done' (nothing after it runs)", async () => {
    const ctx = await runWorkflow('w', { log: [] }, [step('a', { done: true }), step('b')], log());
    expect(ctx.log).toEqual(['run a']);
  });

  it('a compensation that throws is logged and the others still run', async () => {
    const ctx: Ctx = { log: [] };
    const l = log();
    const broken: Step<Ctx> = {
      name: 'b',
      run: (c) => void c.log.push('run b'),
      compensate: () => {
        throw new Error('cannot undo');
      },
    };
    await expect(runWorkflow('w', ctx, [step('a'), broken, step('c', { fail: true })], l)).rejects.toThrow('c failed');
    expect(ctx.log).toEqual(['run a', 'run b', 'undo a']);
    expect(l.error).toHaveBeenCalledWith(expect.objectContaining({ workflow: 'w', step: 'b' }), 'compensation failed');
  });
});
