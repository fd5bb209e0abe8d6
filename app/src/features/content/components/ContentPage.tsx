import { Box } from '@arpa/ui';
import type { ReactNode } from 'react';
import { ContentText } from './ContentText';

export interface ContentPageProps {
  title: string;
  /** CMS text: paragraphs separated by blank lines. */
  text: string;
  children?: ReactNode;
}

/** A CMS text page (terms, privacy, cookies): the text is rendered as plain paragraphs, never as HTML. */
export function ContentPage({ title, text, children }: ContentPageProps) {
  return (
    <Box as="article" display="flex" flexDirection="column" gap="medium">
      <h1>{title}</h1>
      <ContentText text={text} />
      {children}
    </Box>
  );
}
