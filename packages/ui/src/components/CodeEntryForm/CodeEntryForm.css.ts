import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const prompt = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium });

export const codeField = style({ maxWidth: '20rem' });

export const triple = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
