import { Box } from '@arpa/ui';
import type { ReactNode } from 'react';

export interface ContentPageProps {
  title: string;
  /** CMS text: paragraphs separated by blank lines. */
  text: string;
  children?: ReactNode;
}

/** A CMS text page (terms, privacy, cookies): the text is rendered as plain paragraphs, never as HTML. */
export function ContentPage({ title, text, children }: ContentPageProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Box as="article" display="flex" flexDirection="column" gap="medium">
      <h1>{title}</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {children}
    </Box>
  );
}
