/** One language version of a text: `{ lang: 'fi', value: 'Ässä-arpa' }`. */
export interface LocalizedString {
  lang: string;
  value: string;
}

/** Names and descriptions come as a list of language versions (SPEC §3). */
export type LocalizedStrings = readonly LocalizedString[];

/**
 * The Finnish version of a localised text; the first version when there is no Finnish one, and an empty
 * string when there are none, so a screen never prints "undefined".
 */
export function finnish(texts: LocalizedStrings | null | undefined): string {
  if (!texts || texts.length === 0) return '';
  return (texts.find((text) => text.lang === 'fi') ?? texts[0]).value;
}
