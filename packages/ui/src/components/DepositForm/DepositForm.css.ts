import { style } from '@vanilla-extract/css';

export const amountField = style({ maxWidth: '14rem' });
