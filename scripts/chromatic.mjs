// Uploads the built Storybook to Chromatic for cloud visual review, only when a project token is set.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the cloud visual review.');
  process.exit(0);
}
const build = spawnSync('storybook', ['build', '--quiet', '-o', 'storybook-static'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'chromatic',
  ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
