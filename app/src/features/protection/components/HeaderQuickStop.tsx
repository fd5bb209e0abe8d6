import { QuickStop } from '@arpa/ui';
import { useProtection } from '../api/get-protection';
import { useQuickStop } from '../api/quick-stop';

/**
 * The header's quick stop for a signed-in player: the button, or the running stop's end. Loaded in its own
 * chunk (it brings the dialog) and only after sign-in, so the first view of a visitor does not pay for it.
 */
export function HeaderQuickStop() {
  const { data } = useProtection();
  const { trigger: quickStop } = useQuickStop();
  return <QuickStop activeUntil={data?.quick_stop_until ?? null} onConfirm={quickStop} />;
}
