import { Box, Link, PELUURI_PHONE, PELUURI_URL, SelfAssessment, SelfExclusion, Spinner } from '@arpa/ui';
import { usePageTitle } from '../../../lib/page-title';
import { useProtection } from '../api/get-protection';
import { useRequestExclusionLift } from '../api/request-exclusion-lift';
import { useSelfExclude } from '../api/self-exclusion';

/**
 * /tili/pelikielto: self-exclusion, help from Peluuri (the national helpline for gambling problems) and a
 * short self-assessment (docs/player-protection.md).
 */
export function SelfExclusionPage() {
  usePageTitle('Pelikielto ja apu');
  const { data: protection } = useProtection();
  const { trigger: selfExclude } = useSelfExclude();
  const { trigger: requestLift } = useRequestExclusionLift();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Pelikielto ja apu</h1>
      <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="exclusion-title">
        <h2 id="exclusion-title">Pelikielto</h2>
        {protection ? (
          <SelfExclusion
            active={protection.self_exclusion}
            onExclude={selfExclude}
            onRequestLift={requestLift}
          />
        ) : (
          <Spinner />
        )}
      </Box>
      <Box as="section" display="flex" flexDirection="column" gap="small" aria-labelledby="help-title">
        <h2 id="help-title">Apua pelaamiseen</h2>
        <p>
          Peluuri auttaa rahapelaamisesta huolestuneita pelaajia ja heidän läheisiään maksutta ja
          nimettömästi. Auttava puhelin{' '}
          <a href={`tel:${PELUURI_PHONE.replaceAll(' ', '')}`}>{PELUURI_PHONE}</a>.
        </p>
        <p>
          <Link href={PELUURI_URL} target="_blank" rel="noopener noreferrer">
            Peluuri.fi (avautuu uuteen välilehteen)
          </Link>
        </p>
      </Box>
      <Box as="section" display="flex" flexDirection="column" gap="medium" aria-labelledby="assessment-title">
        <h2 id="assessment-title">Testaa pelaamisesi</h2>
        <SelfAssessment />
      </Box>
    </Box>
  );
}
