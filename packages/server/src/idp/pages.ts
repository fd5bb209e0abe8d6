import { designTokens as t, fontFaces } from '@arpa/contract/design-tokens';
import { PASSWORD_MIN_LENGTH } from '@arpa/contract';
import { siteFonts } from './fonts.ts';

// Server-rendered Finnish pages of the embedded identity provider: no scripts except the logout
// auto-submit, no external assets. Colours, spacing, radii and the font are the site's own design
// tokens from @arpa/contract (the values @arpa/ui's theme is built from), and the font files are the
// ones the site uses, served below the issuer (docs/decisions/0033-idp-design.md). Every page links back to
// the site's front page, and the card keeps its natural height.

/** Where the issuer is mounted below the site's root. */
export const issuerMount = '/oidc';

/** The site's web font files, served by the issuer at `{issuer}/fonts/{file}`. */
export const fontsPath = `${issuerMount}/fonts`;

function fontFaceRules(sitePath: string): string {
  return fontFaces.faces
    .filter((face) => siteFonts.has(face.file))
    .map(
      (face) =>
        `@font-face{font-family:"${fontFaces.family}";src:url("${sitePath}${fontsPath.slice(1)}/${face.file}?v=${siteFonts.get(face.file)?.version}") format("woff2");font-weight:${face.weight};font-style:normal;font-display:swap}`,
    )
    .concat(fallbackFontFace())
    .join('\n');
}

/** The metric-matched local fallback shown until the web font has loaded (no shift when it swaps in). */
function fallbackFontFace(): string {
  const { fallback } = fontFaces;
  const src = fallback.local.map((name) => `local("${name}")`).join(',');
  return `@font-face{font-family:"${fallback.family}";src:${src};ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};line-gap-override:${fallback.lineGapOverride};size-adjust:${fallback.sizeAdjust}}`;
}

const { color, space, radius, fontSize, fontWeight, lineHeight, shadow } = t;

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${t.font.body};font-size:${fontSize.standard};line-height:${lineHeight.standard};color:${color.text};background-color:${color.surfaceMuted};-webkit-font-smoothing:antialiased}
.brand{background:${color.brand};color:${color.textInverse};padding:12px ${space.large};display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${space.small} ${space.medium}}
.brand .name{font-weight:${fontWeight.strong};font-size:${fontSize.large};letter-spacing:.02em}
.brand a{color:${color.textInverse}}
.brand a:hover{color:${color.textInverse}}
.brand :focus-visible{outline-color:${color.textInverse}}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:${space.xlarge} ${space.medium}}
.card{width:100%;max-width:440px;background:${color.surface};border-radius:${radius.medium};box-shadow:${shadow.card};padding:${space.xlarge} ${space.large}}
h1{margin:0 0 ${space.large};font-size:${fontSize.xlarge};line-height:${lineHeight.tight};color:${color.brandStrong}}
p{margin:0 0 ${space.medium}}
form{display:flex;flex-direction:column;gap:${space.medium}}
.field{display:flex;flex-direction:column;gap:${space.xsmall}}
label{font-weight:${fontWeight.medium}}
input[type=text],input[type=email],input[type=tel],input[type=password]{font:inherit;padding:10px 12px;border:1px solid ${color.border};border-radius:${radius.small};background:${color.surface};color:${color.text}}
input[aria-invalid=true]{border-color:${color.critical};border-width:2px}
.hint{font-size:${fontSize.small};color:${color.textMuted}}
.field-error{font-size:${fontSize.small};color:${color.critical};font-weight:${fontWeight.medium}}
.alert{border-left:4px solid ${color.critical};background:color-mix(in srgb,${color.critical} 8%,${color.surface});color:${color.text};padding:12px ${space.medium};border-radius:${radius.small};margin:0 0 ${space.medium}}
.notice{border-left:4px solid ${color.success};background:${color.brandSoft};padding:12px ${space.medium};border-radius:${radius.small};margin:0 0 ${space.medium}}
button{font:inherit;font-weight:${fontWeight.strong};padding:12px ${space.large};border:0;border-radius:${radius.full};background:${color.brand};color:${color.textInverse};cursor:pointer}
button:hover{background:${color.brandStrong}}
button.secondary{background:${color.surface};color:${color.brand};border:2px solid ${color.brand}}
a{color:${color.brand};font-weight:${fontWeight.medium}}
a:hover{color:${color.brandStrong}}
:focus-visible{outline:3px solid ${color.focus};outline-offset:2px}
.alt{margin:${space.large} 0 0;text-align:center}
.forgot{margin:0;text-align:right}
.actions{display:flex;flex-direction:column;gap:12px}
.card>:last-child{margin-bottom:0}
`;

/** The site's root path (`/` or a PUBLIC_URL's path), read from the front page's address. */
function sitePathOf(home: string | undefined): string {
  if (!home) return '/';
  try {
    return new URL(home, 'http://localhost').pathname.replace(/\/?$/, '/');
  } catch {
    return '/';
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(title: string, body: string, head = '', home?: string): string {
  const back = home ? `<a href="${escapeHtml(home)}">Takaisin sivustolle</a>` : '';
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Arpa</title>
<style>${fontFaceRules(sitePathOf(home))}${styles}</style>${head}
</head>
<body>
<header class="brand"><span class="name">Arpa</span>${back}</header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  autofocus?: boolean;
}

function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const described = [
    options.hint ? `${id}-hint` : undefined,
    options.error ? `${id}-error` : undefined,
  ].filter(Boolean);
  const attributes = [
    `id="${id}"`,
    `name="${options.name}"`,
    `type="${options.type}"`,
    `autocomplete="${options.autocomplete}"`,
    options.value !== undefined && options.type !== 'password' ? `value="${escapeHtml(options.value)}"` : '',
    options.required ? 'required' : '',
    options.autofocus ? 'autofocus' : '',
    options.error ? 'aria-invalid="true"' : '',
    described.length ? `aria-describedby="${described.join(' ')}"` : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(options.hint)}</span>` : ''}
<input ${attributes.join(' ')}>
${options.error ? `<span class="field-error" id="${id}-error">${escapeHtml(options.error)}</span>` : ''}
</div>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export interface LoginPageOptions {
  /** The site's front page: every provider page links back to it. */
  home?: string;
  action: string;
  registerHref: string;
  /** The password-reset request page ("Unohtuiko salasana?"). */
  resetHref: string;
  email?: string;
  error?: string;
}

export function loginPage(options: LoginPageOptions): string {
  return layout(
    'Kirjaudu sisään',
    `<h1>Kirjaudu sisään</h1>
${alert(options.error)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: 'Sähköposti', type: 'email', autocomplete: 'username', value: options.email, required: true, autofocus: !options.email })}
${field({ name: 'password', label: 'Salasana', type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(options.email) })}
<p class="forgot"><a href="${escapeHtml(options.resetHref)}">Unohtuiko salasana?</a></p>
<button type="submit">Kirjaudu</button>
</form>
<p class="alt"><a href="${escapeHtml(options.registerHref)}">Luo uusi tili</a></p>`,
    '',
    options.home,
  );
}

export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues | 'password', string>>;

export interface RegistrationPageOptions {
  home?: string;
  action: string;
  loginHref: string;
  values?: RegistrationValues;
  errors?: RegistrationErrors;
  error?: string;
}

export function registrationPage(options: RegistrationPageOptions): string {
  const values = options.values;
  const errors = options.errors ?? {};
  return layout(
    'Luo tili',
    `<h1>Luo tili</h1>
${alert(options.error)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'first_name', label: 'Etunimi', type: 'text', autocomplete: 'given-name', value: values?.first_name, error: errors.first_name, required: true, autofocus: true })}
${field({ name: 'last_name', label: 'Sukunimi', type: 'text', autocomplete: 'family-name', value: values?.last_name, error: errors.last_name, required: true })}
${field({ name: 'email', label: 'Sähköposti', type: 'email', autocomplete: 'email', value: values?.email, error: errors.email, required: true })}
${field({ name: 'phone', label: 'Puhelinnumero', type: 'tel', autocomplete: 'tel', value: values?.phone, error: errors.phone })}
${field({ name: 'password', label: 'Salasana', type: 'password', autocomplete: 'new-password', error: errors.password, hint: `Vähintään ${PASSWORD_MIN_LENGTH} merkkiä.`, required: true })}
<button type="submit">Luo tili</button>
</form>
<p class="alt">Onko sinulla jo tili? <a href="${escapeHtml(options.loginHref)}">Kirjaudu sisään</a></p>`,
    '',
    options.home,
  );
}

export function messagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
  home?: string,
): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
    '',
    home,
  );
}

/**
 * RP-initiated logout for our own client: oidc-provider's confirmation form is submitted at once
 * (the app has already asked), with a button for browsers that run no scripts.
 */
export function logoutPage(form: string, home?: string): string {
  const submit = `<script>(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>`;
  return layout(
    'Kirjaudu ulos',
    `<h1>Kirjaudu ulos</h1>
<p>Haluatko kirjautua ulos?</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes">Kirjaudu ulos</button>
<button type="submit" form="op.logoutForm" class="secondary">Pysy kirjautuneena</button>
</div>
${submit}`,
    '',
    home,
  );
}

export interface ResetRequestPageOptions {
  home?: string;
  action: string;
  email?: string;
  /** The email field's message. */
  emailError?: string;
  error?: string;
}

/** "Unohtuiko salasana?": the player gives the email a reset link is sent to. */
export function resetRequestPage(options: ResetRequestPageOptions): string {
  return layout(
    'Unohtuiko salasana?',
    `<h1>Unohtuiko salasana?</h1>
${alert(options.error)}
<p>Kirjoita tilisi sähköpostiosoite. Lähetämme siihen linkin, jolla voit asettaa uuden salasanan.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: 'Sähköposti', type: 'email', autocomplete: 'email', value: options.email, error: options.emailError, required: true, autofocus: true })}
<button type="submit">Lähetä linkki</button>
</form>`,
    '',
    options.home,
  );
}

/** The same answer whether or not the email has an account. */
export function resetRequestSentPage(options: {
  home?: string;
  email: string;
  minutes: number;
  requestHref: string;
}): string {
  return layout(
    'Tarkista sähköpostisi',
    `<h1>Tarkista sähköpostisi</h1>
<p class="notice" role="status">Jos osoitteella ${escapeHtml(options.email)} on tili, lähetimme siihen linkin uuden salasanan asettamiseen.</p>
<p>Linkki on voimassa ${options.minutes} minuuttia ja toimii kerran. Jos viestiä ei kuulu, tarkista roskapostikansio tai <a href="${escapeHtml(options.requestHref)}">pyydä uusi linkki</a>.</p>`,
    '',
    options.home,
  );
}

export type NewPasswordErrors = Partial<Record<'password' | 'password_repeat', string>>;

export interface NewPasswordPageOptions {
  home?: string;
  action: string;
  errors?: NewPasswordErrors;
  error?: string;
}

/** The reset link's page: the new password twice, with the registration's rules. */
export function newPasswordPage(options: NewPasswordPageOptions): string {
  const errors = options.errors ?? {};
  return layout(
    'Aseta uusi salasana',
    `<h1>Aseta uusi salasana</h1>
${alert(options.error)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'password', label: 'Uusi salasana', type: 'password', autocomplete: 'new-password', error: errors.password, hint: `Vähintään ${PASSWORD_MIN_LENGTH} merkkiä.`, required: true, autofocus: true })}
${field({ name: 'password_repeat', label: 'Uusi salasana uudelleen', type: 'password', autocomplete: 'new-password', error: errors.password_repeat, required: true })}
<button type="submit">Vaihda salasana</button>
</form>`,
    '',
    options.home,
  );
}
