import { Dialog, SpendingSummary } from '@arpa/ui';
import { useState } from 'react';
import { useSpendingSummary } from '../api/get-spending-summary';
import { useAcknowledgeSummaryReminder } from '../api/acknowledge-summary-reminder';
import { useSummaryReminder } from '../api/summary-reminder';

export const spendingSummaryReminderTexts = {
  title: 'Pelaamisesi yhteenveto',
  description: 'Muistutamme kahden viikon välein, paljonko olet tallettanut, käyttänyt ja voittanut.',
  close: 'Selvä',
};

/**
 * The spending summary's reminder at sign-in every 14 days (docs/player-protection.md): when the server says
 * it is due, the summary opens in a dialog; closing it ("Selvä", Escape) records the acknowledgement, so it
 * comes back only after another 14 days. If recording fails it stays closed for this visit and is asked
 * again at the next start.
 */
export function SpendingSummaryReminder() {
  const { data: reminder } = useSummaryReminder();
  const due = reminder?.due ?? false;
  const { data: summary } = useSpendingSummary(due);
  const { trigger: acknowledge } = useAcknowledgeSummaryReminder();
  const [closed, setClosed] = useState(false);
  if (!due || !summary || closed) return null;
  const t = spendingSummaryReminderTexts;
  return (
    <Dialog
      title={t.title}
      description={t.description}
      open
      onOpenChange={(open) => {
        if (open) return;
        setClosed(true);
        void acknowledge().catch(() => undefined);
      }}
      closeLabel={t.close}
    >
      <SpendingSummary
        thisMonth={summary.this_month}
        last12Months={summary.last_12_months}
        texts={{ caption: 'Talletukset, ostot ja voitot' }}
      />
    </Dialog>
  );
}
