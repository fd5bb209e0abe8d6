import { useEffect, useState } from 'react';
import { config } from '../../../lib/config';

/** CMS content file from static storage (SPEC §3). Only what the app reads so far is typed here. */
export interface LandingCard {
  title: string;
  text: string;
}
export interface CmsContent {
  landingPage: { slides: Array<{ image?: string; content: string }>; cards: LandingCard[] };
}

export async function getContent(signal?: AbortSignal): Promise<CmsContent> {
  const response = await fetch(`${config.staticStorageUrl}/content.json`, { signal });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as CmsContent;
}

export type ContentState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; content: CmsContent };

export function useContent(): ContentState {
  const [state, setState] = useState<ContentState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getContent(controller.signal).then(
      (content) => setState({ status: 'ready', content }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('Sisällön lataus epäonnistui', error);
          setState({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
