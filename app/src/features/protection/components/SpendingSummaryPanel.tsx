import { Box, SpendingSummary } from '@arpa/ui';
import { useSpendingSummary } from '../api/get-spending-summary';

/** Oma tili's spending summary (docs/player-protection.md); nothing until it has loaded. */
export function SpendingSummaryPanel() {
  const { data } = useSpendingSummary();
  if (!data) return null;
  return (
    <Box as="section" aria-label="Pelaamisesi yhteenveto">
      <SpendingSummary thisMonth={data.this_month} last12Months={data.last_12_months} />
    </Box>
  );
}
