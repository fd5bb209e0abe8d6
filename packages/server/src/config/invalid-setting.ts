/**
 * A setting of the environment that the server cannot run with (its message names the variable and what it
 * must be). `npm start` prints the message as one line and exits 1, without a stack trace.
 */
export class InvalidSettingError extends Error {
  override name = 'InvalidSettingError';
}
