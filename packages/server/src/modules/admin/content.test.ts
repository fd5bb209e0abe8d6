import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from './content.ts';
import { ImportError } from './import-error.ts';
import { parseJsonSource } from './json-source.ts';

/** The content file the site ships with: it passes the contract's CmsContent schema. */
const shipped = JSON.parse(
  readFileSync(new URL('../../../static/content.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { landingPage: { cards: unknown[]; slides: unknown[] } };

/** The problems of `content` written out two spaces deep, as an operator's file would be. */
function problemsOf(content: unknown): { line: number | null; message: string }[] {
  try {
    checkContent(parseJsonSource(JSON.stringify(content, null, 2)));
    return [];
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    return error.problems;
  }
}

describe('checking a CMS content file', () => {
  it('accepts the shipped file, and nested fields beyond the named ones', () => {
    expect(problemsOf(shipped)).toEqual([]);
    const slide = { content: '<p>Tervetuloa</p>', alt: 'Kuvan kuvaus' };
    expect(problemsOf({ ...shipped, landingPage: { ...shipped.landingPage, slides: [slide] } })).toEqual([]);
  });

  it('names every missing, unknown or mistyped field, at its line', () => {
    const { privacy: _privacy, ...withoutPrivacy } = shipped;
    const broken = {
      ...withoutPrivacy,
      landingPage: {
        slides: [{ image: 'a.webp' }],
        cards: [...shipped.landingPage.cards, { title: 'Neljäs', text: 'Liikaa' }],
      },
      otherLotteries: [],
      terms: 5,
      extra: true,
    };
    const problems = problemsOf(broken);
    const lines = JSON.stringify(broken, null, 2).split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(problems).toEqual(
      expect.arrayContaining([
        { line: 1, message: "'privacy' is missing" },
        { line: 1, message: "unknown top-level field 'extra'" },
        { line: lineOf('"image": "a.webp"') - 1, message: "'landingPage.slides[0].content' is missing" },
        { line: lineOf('"cards"'), message: "'landingPage.cards' must have exactly 3 items" },
        { line: lineOf('"otherLotteries"'), message: "'otherLotteries' must be an object" },
        // A value that is no object or list has no line of its own; a top-level one stands at the file's.
        { line: 1, message: "'terms' must be a string" },
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('refuses a file that is not one JSON object', () => {
    expect(problemsOf([shipped])).toEqual([{ line: 1, message: 'the content must be a JSON object' }]);
  });
});
