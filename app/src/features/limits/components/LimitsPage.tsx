import { Box, LimitsForm, PlayPause, Spinner } from '@arpa/ui';
import { usePageTitle } from '../../../lib/page-title';
import { useDefaultLimits } from '../api/get-default-limits';
import { useLimits } from '../api/get-limits';
import { useUpdateLimits } from '../api/update-limits';

/** /tili/pelirajat: the self-imposed play and deposit limits, the play-time window and the play pause. */
export function LimitsPage() {
  usePageTitle('Pelirajat');
  const { data: limits } = useLimits();
  const { data: defaults } = useDefaultLimits();
  const updateLimits = useUpdateLimits();
  const pause = limits?.find((limit) => limit.variety === 'play_pause');
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Pelirajat</h1>
      {limits ? (
        <>
          <LimitsForm limits={limits} defaultLimits={defaults} onSubmit={updateLimits} />
          <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="pause-title">
            <h2 id="pause-title">Pelitauko</h2>
            <PlayPause
              pausedUntil={pause?.ends_at ?? null}
              onSetPause={(minutes) => updateLimits([{ variety: 'play_pause', value: minutes }])}
            />
          </Box>
        </>
      ) : (
        <Spinner />
      )}
    </Box>
  );
}
