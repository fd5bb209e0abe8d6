import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs the unit tests while the app builds and lint runs beside them on two cores: a screen that
// takes one step more than a second to appear there is slow, not wrong. `findBy…` and `waitFor` give it five
// (found in CI: ClaimFlow's gift code, which sends, toasts and moves to the next history entry).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
