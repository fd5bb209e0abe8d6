import { Box, Link } from '@arpa/ui';
import { config } from '../../lib/config';
import { usePageTitle } from '../../lib/page-title';

/** When the statement was made and last updated (docs/player-protection.md, "Accessibility statement"). */
export const accessibilityStatementDates = { made: '22.11.2026', updated: '23.11.2026' };

/**
 * Saavutettavuusseloste: the contents the Act on the Provision of Digital Services (306/2019, §15) and the
 * Accessibility Act for consumer services ask for: compliance status, what does not comply and why, the
 * dates, how it was assessed, a feedback channel with a reply within 14 days, and the supervisor.
 */
export function AccessibilityRoute() {
  usePageTitle('Saavutettavuusseloste');
  const { email, phone } = config.customerService;
  return (
    <Box as="article" display="flex" flexDirection="column" gap="medium">
      <h1>Saavutettavuusseloste</h1>
      <p>
        Tämä saavutettavuusseloste koskee {config.serviceProvider}:n Arpa-verkkopalvelua (arvojen lunastus,
        Voittokauppa ja Oma tili). Tavoitteenamme on, että palvelu täyttää WCAG 2.1 -ohjeistuksen AA-tason
        vaatimukset, kuten digipalvelulaki ja esteettömyysdirektiivin toimeenpaneva laki edellyttävät.
      </p>

      <h2>Saavutettavuuden tila</h2>
      <p>Palvelu täyttää saavutettavuusvaatimukset osittain. Puutteet on kerrottu alla.</p>

      <h2>Ei-saavutettava sisältö</h2>
      <ul>
        <li>
          Sisällönhallinnasta tulevien etusivun ja arvasivujen kuvien tekstivastineet riippuvat
          sisällöntuottajan antamista teksteistä, ja osa kuvista voi olla ilman kuvausta (WCAG 1.1.1).
          Korjaamme puuttuvat kuvaukset sisällön päivitysten yhteydessä.
        </li>
        <li>
          Pelattavien nettiarpojen pelinäkymä tulee pelitoimittajalta upotettuna kehyksenä, eikä sen
          saavutettavuutta ole vielä arvioitu (WCAG 2.1.1, 4.1.2). Pelattavat arvat eivät ole vielä käytössä;
          arvioimme pelinäkymän ennen käyttöönottoa.
        </li>
        <li>
          Pankkimaksu ja vahva tunnistautuminen tehdään pankin tai tunnistuspalvelun omilla sivuilla, joiden
          saavutettavuudesta vastaa kyseinen palveluntarjoaja.
        </li>
      </ul>

      <h2>Miten saavutettavuus on arvioitu</h2>
      <p>
        Arvio on tehty omana arviona. Jokaisen sivun ja käyttöliittymäkomponentin saavutettavuus testataan
        automaattisesti (axe-core, WCAG 2.1 A ja AA) jokaisen muutoksen yhteydessä, ja keskeiset toiminnot
        (kirjautuminen, koodin syöttö, ostoskori, saldon lisäys, pelirajat, pikatauko ja pelikielto) on
        testattu näppäimistöllä ja 390 ja 1280 pikselin leveyksillä.
      </p>

      <h2>Seloste on laadittu</h2>
      <p>
        Seloste on laadittu {accessibilityStatementDates.made} ja päivitetty viimeksi{' '}
        {accessibilityStatementDates.updated}.
      </p>

      <h2>Anna palautetta saavutettavuudesta</h2>
      <p>
        Huomasitko saavutettavuuspuutteen tai tarvitsetko sisältöä saavutettavassa muodossa? Kerro siitä
        asiakaspalveluumme: sähköposti <a href={`mailto:${email}`}>{email}</a>, puhelin{' '}
        <a href={`tel:${phone.replaceAll(' ', '')}`}>{phone}</a>. Vastaamme 14 päivän kuluessa.
      </p>

      <h2>Valvontaviranomainen</h2>
      <p>
        Jos huomaat sivustolla saavutettavuusongelmia, anna ensin palautetta meille. Jos et ole tyytyväinen
        saamaasi vastaukseen tai et saa vastausta lainkaan 14 päivän aikana, voit tehdä ilmoituksen
        valvontaviranomaiselle, Liikenne- ja viestintävirasto Traficomille.
      </p>
      <p>
        Traficom, saavutettavuusvalvonta
        <br />
        <Link href="https://www.saavutettavuusvaatimukset.fi" rel="noopener noreferrer">
          saavutettavuusvaatimukset.fi
        </Link>
        <br />
        sähköposti <a href="mailto:saavutettavuus@traficom.fi">saavutettavuus@traficom.fi</a>
        <br />
        puhelin (vaihde) <a href="tel:0295345000">029 534 5000</a>
      </p>
    </Box>
  );
}
