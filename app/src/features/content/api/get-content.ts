import type { CmsContent } from '@arpa/contract';
import useSWR from 'swr';
import { config } from '../../../lib/config';

/** The CMS content file from static storage (SPEC §3, §7). */
export async function getContent(): Promise<CmsContent> {
  const response = await fetch(`${config.staticStorageUrl}/content.json`);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as CmsContent;
}

export function useContent() {
  return useSWR('static:content', getContent, { revalidateOnFocus: false });
}
