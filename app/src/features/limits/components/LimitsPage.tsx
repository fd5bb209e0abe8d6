import { Box, LimitsForm, Link, PendingLimitRaises, PlayPause, Spinner } from '@arpa/ui';
import type { LimitUpdate } from '@arpa/contract';
import { useSWRConfig } from 'swr';
import { apiUrl } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useConfirmRaise } from '../api/confirm-raise';
import { useDefaultLimits } from '../api/get-default-limits';
import { useOwnLimitsRequired } from '../api/get-own-limits-required';
import { useLimits } from '../api/get-limits';
import { useUpdateLimits } from '../api/update-limits';

/** The protection status the limits change (read by features/protection and by get-own-limits-required). */
const PROTECTION_KEY = apiUrl('GET /api/v1/users/protection');

// The rules of issue 18: a raise waits for the next period and 24 hours, then for the player's confirmation.
const limitsTexts = {
  note: 'Rajan lasku tulee voimaan heti. Korotus tulee voimaan aikaisintaan seuraavan jakson alussa ja 24 tunnin kuluttua, kun vahvistat sen.',
  next: (value: string) => `Odottaa vahvistusta: ${value}`,
  removalPending: 'Rajan poisto odottaa vahvistusta.',
};

/**
 * /tili/pelirajat: the self-imposed play and deposit limits, the raises waiting for confirmation, the
 * play-time window and the play pause. The page also tells a player who must set day and month limits
 * before a first purchase or deposit.
 */
export function LimitsPage() {
  usePageTitle('Pelirajat');
  const { data: limits } = useLimits();
  const { data: defaults } = useDefaultLimits();
  const { trigger: updateLimits } = useUpdateLimits();
  const { trigger: confirmRaise } = useConfirmRaise();
  const ownLimitsRequired = useOwnLimitsRequired();
  const { mutate } = useSWRConfig();
  const pause = limits?.find((limit) => limit.variety === 'play_pause');
  // A saved limit or pause changes what the protection status says (own limits, purchases blocked).
  const save = async (changes: LimitUpdate[]) => {
    await updateLimits(changes);
    await mutate(PROTECTION_KEY);
  };
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Pelirajat</h1>
      {ownLimitsRequired && (
        <p role="status">
          Aseta päiväkohtainen ja kuukausikohtainen peliraja ennen ensimmäistä ostoa tai saldon lisäystä.
        </p>
      )}
      {limits ? (
        <>
          <PendingLimitRaises limits={limits} onConfirm={confirmRaise} />
          <LimitsForm limits={limits} defaultLimits={defaults} onSubmit={save} texts={limitsTexts} />
          <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="pause-title">
            <h2 id="pause-title">Pelitauko</h2>
            <PlayPause
              pausedUntil={pause?.ends_at ?? null}
              onSetPause={(minutes) => save([{ variety: 'play_pause', value: minutes }])}
            />
          </Box>
          <p>
            Pikatauko, pelikielto ja apua pelaamiseen: <Link href="/tili/pelikielto">Pelikielto ja apu</Link>
          </p>
        </>
      ) : (
        <Spinner />
      )}
    </Box>
  );
}
