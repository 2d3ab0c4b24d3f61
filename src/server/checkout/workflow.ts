/**
 * A workflow is a list of named steps over one context (Medusa's model, in a few lines): steps run in order; when
 * one throws, the steps that already ran are compensated in reverse order (each undoes what it did), then the
 * error goes on to the caller. A step can end the workflow early (`'done'`), e.g. a replayed idempotent request.
 * Compensations must not throw; if one does, it is logged and the others still run.
 */

export type Step<C> = {
  name: string;
  run: (ctx: C) => Promise<void | 'done'> | void | 'done';
  /** Undoes `run` when a later step fails. */
  compensate?: (ctx: C) => Promise<void> | void;
};

export type WorkflowLog = { error: (obj: object, msg: string) => void };

export async function runWorkflow<C>(name: string, ctx: C, steps: ReadonlyArray<Step<C>>, log: WorkflowLog) {
  const done: Step<C>[] = [];
  for (const step of steps) {
    let outcome: void | 'done';
    try {
      outcome = await step.run(ctx);
    } catch (err) {
      for (const previous of done.reverse()) {
        if (!previous.compensate) continue;
        try {
          await previous.compensate(ctx);
        } catch (compensationError) {
          log.error({ err: compensationError, workflow: name, step: previous.name }, 'compensation failed');
        }
      }
      throw err;
    }
    done.push(step);
    if (outcome === 'done') break;
  }
  return ctx;
}
