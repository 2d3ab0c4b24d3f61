/** A backup or restore refused or failed for a reason the operator can act on: printed as is, without a stack. */
export class OpsError extends Error {
  override name = 'OpsError';
}
