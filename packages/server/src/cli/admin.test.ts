import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));

/** Runs the operator CLI against an address nothing listens on: only what it refuses by itself is seen. */
function admin(...args: string[]) {
  const run = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ARPA_URL: 'http://127.0.0.1:9', ADMIN_TOKEN: 'cli-test-token' },
  });
  return { status: run.status, stderr: run.stderr };
}

describe('the operator CLI', () => {
  it('refuses numbers and times it would misread as a wrong command line (exit 2), before sending anything', () => {
    for (const [args, named] of [
      [
        ['bonus:grant', '--user', 'maija', '--value', '500', '--reason', 'R', '--valid-days', 'abc'],
        'valid-days',
      ],
      [
        ['bonus:deposit-campaign', '--min-deposit', '2000', '--bonus', '500', '--valid-days', '30d'],
        'valid-days',
      ],
      [['bonus:grant', '--user', 'maija', '--value', '0x10', '--reason', 'R'], 'value'],
      [['bonus:grant', '--user', 'maija', '--value', '1.5', '--reason', 'R'], 'value'],
      [['extra-draw:schedule', '--lottery', 'a', '--closes-at', 'tomorrow', '--winners', '1'], 'closes-at'],
      [['bonus:grant', '--bogus'], 'bogus'],
    ] as const) {
      const run = admin(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain(named);
      expect(run.stderr, args.join(' ')).toContain('Usage: npm run admin');
    }
  });
});
