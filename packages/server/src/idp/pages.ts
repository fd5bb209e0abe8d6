// Server-rendered Finnish pages of the embedded identity provider: no scripts except the logout
// auto-submit, no external assets, the site's colours copied from @arpa/ui's tokens. Every page links
// back to the site's front page, and the card keeps its natural height.

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f4f5f2}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
.brand{background:#00553e;color:#fff;padding:12px 24px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px}
.brand .name{font-weight:700;font-size:20px;letter-spacing:.02em}
.brand a{color:#fff}
.brand a:hover{color:#fff}
.brand :focus-visible{outline-color:#fff}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:32px 16px}
.card{width:100%;max-width:440px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.16);padding:32px 24px}
h1{margin:0 0 24px;font-size:28px;line-height:1.2;color:#003d2c}
p{margin:0 0 16px}
form{display:flex;flex-direction:column;gap:16px}
.field{display:flex;flex-direction:column;gap:4px}
label{font-weight:600}
input[type=text],input[type=email],input[type=tel],input[type=password]{font:inherit;padding:10px 12px;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.hint{font-size:14px;color:#4d4d4d}
.field-error{font-size:14px;color:#b3261e;font-weight:600}
.alert{border-left:4px solid #b3261e;background:#fbeceb;color:#7a1a14;padding:12px 16px;border-radius:4px;margin:0 0 16px}
button{font:inherit;font-weight:700;padding:12px 24px;border:0;border-radius:9999px;background:#00553e;color:#fff;cursor:pointer}
button:hover{background:#003d2c}
button.secondary{background:#fff;color:#00553e;border:2px solid #00553e}
a{color:#00553e;font-weight:600}
a:hover{color:#003d2c}
:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
.alt{margin:24px 0 0;text-align:center}
.actions{display:flex;flex-direction:column;gap:12px}
`;

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
<style>${styles}</style>${head}
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
${field({ name: 'password', label: 'Salasana', type: 'password', autocomplete: 'new-password', error: errors.password, hint: 'Vähintään 8 merkkiä.', required: true })}
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
