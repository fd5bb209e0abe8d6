import { style } from '@vanilla-extract/css';

/** Password fields need no more width than a long passphrase. */
export const form = style({ maxWidth: '28rem' });
