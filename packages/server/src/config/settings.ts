/**
 * A setting of the environment that the server cannot run with (its message names the variable and what it
 * must be). `npm start` prints the message as one line and exits 1, without a stack trace.
 */
export class InvalidSettingError extends Error {
  override name = 'InvalidSettingError';
}

/** A whole-number setting of `min` or more; undefined when it is not set. */
export function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min) {
    throw new InvalidSettingError(`${name} must be a whole number (${min} or more), not "${value}"`);
  }
  return number;
}
