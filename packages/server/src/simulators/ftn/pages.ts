import { escapeHtml } from '../../idp/pages.ts';
import type { TestPerson } from './personal-code.ts';

// The simulator's Finnish test page: server-rendered, no scripts, no external assets. It looks like an
// identification broker's page of its own, not like Arpa, because in production the user leaves Arpa here.

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#eef1f5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
.brand{background:#1f3a60;color:#fff;padding:12px 24px;font-weight:700;font-size:18px}
main{flex:1;display:flex;justify-content:center;padding:32px 16px}
.card{width:100%;max-width:520px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.16);padding:32px 24px}
h1{margin:0 0 16px;font-size:26px;line-height:1.2;color:#1f3a60}
h2{margin:32px 0 12px;font-size:19px;color:#1f3a60}
p{margin:0 0 16px}
form{display:flex;flex-direction:column;gap:16px;margin:0}
.people{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.field{display:flex;flex-direction:column;gap:4px}
label{font-weight:600}
input[type=text]{font:inherit;padding:10px 12px;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a}
.hint{font-size:14px;color:#4d4d4d}
.alert{border-left:4px solid #b3261e;background:#fbeceb;color:#7a1a14;padding:12px 16px;border-radius:4px}
button{font:inherit;font-weight:700;padding:12px 20px;border:0;border-radius:6px;background:#1f3a60;color:#fff;cursor:pointer;text-align:left}
button:hover{background:#142742}
button.secondary{background:#fff;color:#1f3a60;border:2px solid #1f3a60;text-align:center}
.code{font-weight:400;font-variant-numeric:tabular-nums}
:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
.cancel{margin-top:24px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – FTN-testitunnistus</title>
<style>${styles}</style>
</head>
<body>
<header class="brand">FTN-testitunnistus</header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export interface IdentificationPageOptions {
  action: string;
  /** The authorization request, carried through every form. */
  fields: Record<string, string>;
  persons: readonly TestPerson[];
  /** What the tester typed, shown again with `error`. */
  typed?: { given_name?: string; family_name?: string; personal_identity_code?: string };
  error?: string;
}

function textField(name: string, label: string, value: string | undefined, hint?: string): string {
  const id = `field-${name}`;
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
${hint ? `<span class="hint" id="${id}-hint">${escapeHtml(hint)}</span>` : ''}
<input id="${id}" name="${name}" type="text" autocomplete="off" required${value ? ` value="${escapeHtml(value)}"` : ''}${hint ? ` aria-describedby="${id}-hint"` : ''}>
</div>`;
}

/** The page where the tester picks a test person or types one. */
export function identificationPage(options: IdentificationPageOptions): string {
  const hidden = hiddenFields(options.fields);
  const action = escapeHtml(options.action);
  const people = options.persons
    .map(
      (person, index) => `<li><form method="post" action="${action}">
${hidden}
<input type="hidden" name="person" value="${index}">
<button type="submit">${escapeHtml(`${person.givenName} ${person.familyName}`)} <span class="code">${escapeHtml(person.personalIdentityCode)}</span></button>
</form></li>`,
    )
    .join('\n');
  return layout(
    'Vahva tunnistautuminen',
    `<h1>Vahva tunnistautuminen</h1>
<p>Tämä on testiympäristön tunnistuspalvelu. Oikeassa palvelussa tunnistautuisit pankkitunnuksilla tai mobiilivarmenteella. Valitse testihenkilö tai syötä testihenkilön tiedot.</p>
${options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : ''}
<h2>Testihenkilöt</h2>
<ul class="people">
${people}
</ul>
<h2>Muu testihenkilö</h2>
<form method="post" action="${action}" novalidate>
${hidden}
${textField('given_name', 'Etunimet', options.typed?.given_name)}
${textField('family_name', 'Sukunimi', options.typed?.family_name)}
${textField('personal_identity_code', 'Henkilötunnus', options.typed?.personal_identity_code, 'Esimerkiksi 010170-999R. Testitunnuksen yksilönumero on 900–999.')}
<button type="submit" class="secondary">Tunnistaudu</button>
</form>
<form method="post" action="${action}" class="cancel">
${hidden}
<input type="hidden" name="cancel" value="1">
<button type="submit" class="secondary">Peruuta tunnistautuminen</button>
</form>`,
  );
}

export function errorPage(message: string): string {
  return layout(
    'Tunnistautuminen epäonnistui',
    `<h1>Tunnistautuminen epäonnistui</h1>
<p role="alert">${escapeHtml(message)}</p>`,
  );
}
