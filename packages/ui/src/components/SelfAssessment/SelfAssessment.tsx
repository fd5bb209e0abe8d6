import { useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { Button } from '../Button/Button';
import { RadioTiles } from '../RadioTiles/RadioTiles';
import * as styles from './SelfAssessment.css';

/**
 * The questions of the Brief Biosocial Gambling Screen (BBGS; Gebauer, LaBrie & Shaffer 2010, Canadian
 * Journal of Psychiatry 55(2):82–90; public domain, Division on Addiction, Cambridge Health Alliance),
 * in our Finnish translation (docs/player-protection.md). One "Kyllä" suggests gambling may be harming the
 * player; the screen is a pointer to help, not a diagnosis.
 */
export const selfAssessmentTexts = {
  intro: 'Vastaa kolmeen kysymykseen viimeisten 12 kuukauden ajalta. Vastauksiasi ei tallenneta.',
  questions: [
    'Oletko tuntenut itsesi levottomaksi, ärtyneeksi tai ahdistuneeksi yrittäessäsi lopettaa tai vähentää rahapelaamista?',
    'Oletko yrittänyt salata perheeltäsi tai ystäviltäsi, kuinka paljon pelaat?',
    'Onko sinulla ollut pelaamisen vuoksi niin suuria rahavaikeuksia, että olet tarvinnut apua elinkustannuksiin perheeltä, ystäviltä tai sosiaalitoimelta?',
  ],
  yes: 'Kyllä',
  no: 'Ei',
  submit: 'Näytä tulos',
  unanswered: 'Vastaa kaikkiin kysymyksiin',
  risk: 'Vastauksesi viittaavat siihen, että pelaaminen voi aiheuttaa sinulle haittaa. Keskustele tilanteestasi maksutta ja nimettömästi Peluurin kanssa (0800 100 101, peluuri.fi). Voit myös asettaa pikatauon tai pelikiellon.',
  noRisk:
    'Vastauksesi eivät viittaa pelaamisen haittoihin. Jos tilanteesi muuttuu, tee testi uudelleen tai keskustele Peluurin kanssa (0800 100 101).',
  source: 'Kysymykset: Brief Biosocial Gambling Screen (Gebauer, LaBrie & Shaffer 2010), oma suomennos.',
};
export type SelfAssessmentTexts = typeof selfAssessmentTexts;

export interface SelfAssessmentProps {
  /** Called with the result when shown: true when any answer is "Kyllä". */
  onResult?: (atRisk: boolean) => void;
  texts?: Partial<SelfAssessmentTexts>;
}

/** A short self-assessment of gambling: three yes/no questions and a result text pointing to help. */
export function SelfAssessment({ onResult, texts: overrides }: SelfAssessmentProps) {
  const t = { ...selfAssessmentTexts, ...overrides };
  const [answers, setAnswers] = useState<(string | null)[]>(() => t.questions.map(() => null));
  const [result, setResult] = useState<boolean | null>(null);
  const [missing, setMissing] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answers.some((answer) => answer === null)) {
      setMissing(true);
      return;
    }
    const atRisk = answers.includes('yes');
    setResult(atRisk);
    onResult?.(atRisk);
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <p className={styles.source}>{t.intro}</p>
      <div className={styles.questions}>
        {t.questions.map((question, index) => (
          <RadioTiles
            key={question}
            legend={question}
            name={`self_assessment_${index}`}
            options={[
              { id: 'yes', label: t.yes },
              { id: 'no', label: t.no },
            ]}
            value={answers[index]}
            error={missing && answers[index] === null ? t.unanswered : undefined}
            onValueChange={(id) => {
              setAnswers((current) => current.map((answer, i) => (i === index ? id : answer)));
              setResult(null);
            }}
          />
        ))}
      </div>
      <div className={formStyles.actions}>
        <Button type="submit">{t.submit}</Button>
      </div>
      <div role="status">
        {result !== null && <p className={styles.result}>{result ? t.risk : t.noRisk}</p>}
      </div>
      <p className={styles.source}>{t.source}</p>
    </form>
  );
}
