export interface LocalizedText {
  lang: string;
  value: string;
}

/** The Finnish text of a `names[]`/`descriptions[]` list; the first text if there is no Finnish one. */
export function finnishName(texts: LocalizedText[] | undefined): string {
  if (!texts || texts.length === 0) return '';
  return (texts.find((t) => t.lang === 'fi') ?? texts[0]).value;
}
