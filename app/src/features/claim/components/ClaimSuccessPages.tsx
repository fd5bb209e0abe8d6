import { Box, ButtonLink } from '@arpa/ui';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

/** The lottery the claim was made in, passed by the claim flow as navigation state. */
function useClaimedLotterySlug(): string | undefined {
  const state: unknown = useLocation().state;
  if (typeof state === 'object' && state !== null && 'slug' in state && typeof state.slug === 'string')
    return state.slug;
  return undefined;
}

function SuccessPage({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  const slug = useClaimedLotterySlug();
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
  return (
    <SuccessPage
      title="Voitto lunastettu"
      text="Kiitos! Voittosi on lunastettu, ja toimitamme sen antamiesi yhteystietojen mukaisesti."
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
