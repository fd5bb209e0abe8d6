import { Box, ButtonLink } from '@arpa/ui';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import type { RedeemOutcome } from './ClaimFlow';

/** The navigation state the claim flow leaves: the lottery of the claim and what happens to the prize. */
function useClaimState(): { slug?: string; outcome?: RedeemOutcome } {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return {};
  const slug = 'slug' in state && typeof state.slug === 'string' ? state.slug : undefined;
  const outcome =
    'outcome' in state && typeof state.outcome === 'string' && state.outcome in redeemSuccessTexts
      ? (state.outcome as RedeemOutcome)
      : undefined;
  return { slug, outcome };
}

/** Each outcome in the words that fit it (issue 12, item 6); without state (a reload) nothing is promised. */
export const redeemSuccessTexts: Record<RedeemOutcome, string> = {
  post: 'Kiitos! Voittosi on lunastettu, ja toimitamme sen antamaasi osoitteeseen.',
  email: 'Kiitos! Voittosi on lunastettu, ja lähetämme sen sähköpostiisi.',
  contact: 'Kiitos! Olemme sinuun yhteydessä.',
  money: 'Kiitos! Olemme sinuun yhteydessä ja kerromme, miten voitto maksetaan.',
};
const redeemFallbackText = 'Kiitos! Voittosi on lunastettu.';

function SuccessPage({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  const { slug } = useClaimState();
  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="success-title">
      <h1 id="success-title">{title}</h1>
      <p>{text}</p>
      <Box display="flex" flexWrap="wrap" gap="small">
        <ButtonLink href={slug ? `/lunastettavat/${slug}` : '/lunastettavat'}>Syötä uusi arpa</ButtonLink>
        <ButtonLink href="/voittokauppa" variant="secondary">
          Voittokauppaan
        </ButtonLink>
      </Box>
    </Box>
  );
}

/** /success-redeem: the prize was redeemed (SPEC §2). */
export function RedeemSuccessPage() {
  const { outcome } = useClaimState();
  return (
    <SuccessPage
      title="Voitto lunastettu"
      text={outcome ? redeemSuccessTexts[outcome] : redeemFallbackText}
    />
  );
}

/** /success-extra: the ticket takes part in the extra draw (SPEC §2). */
export function ExtraDrawSuccessPage() {
  return (
    <SuccessPage
      title="Olet osallistunut lisäarvontaan!"
      text="Arpasi on mukana lisäarvonnassa. Otamme voittajiin yhteyttä antamiesi yhteystietojen kautta."
    />
  );
}
