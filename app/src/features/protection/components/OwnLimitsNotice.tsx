import { Box, Link } from '@arpa/ui';
import { useLocation } from 'react-router';
import { useProtection } from '../api/get-protection';

export const LIMITS_PAGE = '/tili/pelirajat';

export const ownLimitsNoticeTexts = {
  text: 'Aseta päiväkohtainen ja kuukausikohtainen peliraja ennen ensimmäistä ostoa tai saldon lisäystä.',
  link: 'Aseta pelirajat',
};

/**
 * For a signed-in player the operator requires to set own day and month play limits first
 * (REQUIRE_OWN_LIMITS): a notice on every page with the way to Pelirajat, where the page itself says it.
 */
export function OwnLimitsNotice() {
  const { pathname } = useLocation();
  const { data } = useProtection();
  if (!data?.own_limits_required || pathname.replace(/\/$/, '') === LIMITS_PAGE) return null;
  return (
    <Box as="section" aria-label="Pelirajat puuttuvat" display="flex" flexWrap="wrap" gap="small">
      <p>{ownLimitsNoticeTexts.text}</p>
      <Link href={LIMITS_PAGE}>{ownLimitsNoticeTexts.link}</Link>
    </Box>
  );
}
