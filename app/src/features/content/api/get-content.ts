import type { CmsContent } from '@arpa/contract';
import useSWR from 'swr';
import { config } from '../../../lib/config';

/** The CMS content file from static storage (SPEC §3, §7). */
export async function getContent(): Promise<CmsContent> {
  const response = await fetch(`${config.staticStorageUrl}/content.json`);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as CmsContent;
}

/** The cache key is the file's path, as the server names it when it embeds the file in a rendered page. */
export const CONTENT_KEY = '/static/content.json';

export function useContent() {
  return useSWR(CONTENT_KEY, getContent, { revalidateOnFocus: false });
}
