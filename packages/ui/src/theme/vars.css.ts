import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

const contractShape = {
  color: Object.fromEntries(Object.keys(tokens.color).map((k) => [k, null])),
  space: Object.fromEntries(Object.keys(tokens.space).map((k) => [k, null])),
  radius: Object.fromEntries(Object.keys(tokens.radius).map((k) => [k, null])),
  font: { body: null },
  fontSize: Object.fromEntries(Object.keys(tokens.fontSize).map((k) => [k, null])),
  fontWeight: Object.fromEntries(Object.keys(tokens.fontWeight).map((k) => [k, null])),
  lineHeight: Object.fromEntries(Object.keys(tokens.lineHeight).map((k) => [k, null])),
  shadow: Object.fromEntries(Object.keys(tokens.shadow).map((k) => [k, null])),
  contentWidth: null,
} as {
  [G in keyof typeof tokens]: (typeof tokens)[G] extends string
    ? null
    : { [K in keyof (typeof tokens)[G]]: null };
};

/** The theme contract. Applied on :root so portalled content (dialogs, toasts) is themed too. */
export const vars = createThemeContract(contractShape);

createGlobalTheme(':root', vars, tokens);
