import { Box } from '@arpa/ui';
import { usePageTitle } from '../../lib/page-title';

/** Saavutettavuusseloste: required of e-commerce services in Finland (WCAG 2.1 AA). */
export function AccessibilityRoute() {
  usePageTitle('Saavutettavuusseloste');
  return (
    <Box as="article" display="flex" flexDirection="column" gap="medium">
      <h1>Saavutettavuusseloste</h1>
      <p>
        Tämä saavutettavuusseloste koskee Arpa-palvelua. Palvelu on tarkoitettu kaikille, ja sen tavoitteena
        on täyttää Verkkosaavutettavuusdirektiivin ja digipalvelulain edellyttämät WCAG 2.1 -ohjeistuksen
        AA-tason kriteerit.
      </p>
      <h2>Saavutettavuuden tila</h2>
      <p>
        Palvelu täyttää WCAG 2.1 AA -kriteerit. Jokaisen sivun ja käyttöliittymäkomponentin saavutettavuus
        testataan automaattisesti jokaisen muutoksen yhteydessä, ja kaikki toiminnot ovat käytettävissä
        näppäimistöllä.
      </p>
      <h2>Anna palautetta saavutettavuudesta</h2>
      <p>
        Huomasitko saavutettavuuspuutteen? Kerro siitä meille asiakaspalveluumme, niin korjaamme sen.
        Vastaamme palautteeseen 14 päivän kuluessa.
      </p>
      <h2>Valvontaviranomainen</h2>
      <p>
        Jos et ole tyytyväinen saamaasi vastaukseen tai et saa vastausta lainkaan kahden viikon aikana, voit
        tehdä ilmoituksen Etelä-Suomen aluehallintovirastoon (saavutettavuusvaatimukset.fi).
      </p>
      <p>Seloste on laadittu 22.11.2026.</p>
    </Box>
  );
}
