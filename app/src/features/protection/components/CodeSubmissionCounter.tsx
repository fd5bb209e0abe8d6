import { formatDate } from '@arpa/ui';
import { useSession } from '../../../lib/session';
import { useCodeSubmissions } from '../api/get-code-submissions';

export const codeSubmissionTexts = {
  used: (used: number, limit: number) => `Koodeja syötetty tässä kuussa: ${used}/${limit}.`,
  resets: (date: string) => `Laskuri nollautuu ${date}.`,
};

/**
 * The signed-in player's code submissions this month against the monthly cap, shown on the claim page
 * (docs/player-protection.md). Nothing for an anonymous visitor.
 */
export function CodeSubmissionCounter() {
  const { loggedIn } = useSession();
  const { data } = useCodeSubmissions(loggedIn);
  if (!loggedIn || !data) return null;
  return (
    <p role="status" aria-live="polite">
      {codeSubmissionTexts.used(data.used, data.limit)}{' '}
      {codeSubmissionTexts.resets(formatDate(data.resets_at).slice(0, 10))}
    </p>
  );
}
