import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The result sits in the same card as the flow's other steps (Panel).
export { panel, title } from '../Panel/Panel.css';

export const productName = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium });

export const description = style({ color: vars.color.textMuted, whiteSpace: 'pre-line' });

export const message = style({ fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
