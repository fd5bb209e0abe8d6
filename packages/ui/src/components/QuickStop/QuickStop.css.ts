import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../theme/vars.css';

/**
 * The running quick stop in the header: a short, quiet status, never hidden at any width. On a phone it
 * wraps onto two lines so the bar keeps room for the menu button.
 */
export const active = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  maxWidth: '11em',
  '@media': { [media.tablet]: { maxWidth: 'none', whiteSpace: 'nowrap' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted });
