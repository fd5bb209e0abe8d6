export interface ContentTextProps {
  /** CMS text: paragraphs separated by blank lines. */
  text: string;
}

/**
 * A text from the CMS content file as plain paragraphs: any HTML or Markdown in it shows as written and is
 * never interpreted, so the content file cannot inject markup into the page.
 */
export function ContentText({ text }: ContentTextProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
