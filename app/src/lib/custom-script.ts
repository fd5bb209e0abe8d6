/**
 * The site's custom script from static storage (SPEC §7: "a custom script is also fetched from static
 * storage and run"), e.g. the consent manager that opens on `arpa:cookie-settings`. It is the operator's
 * code, not the app's: it is added when the app starts, loads async so it never holds up a page, and a
 * missing or failing script is only logged.
 */
const CUSTOM_SCRIPT_FILE = 'custom.js';

export function loadCustomScript(staticStorageUrl: string, doc: Document = document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.src = `${staticStorageUrl}/${CUSTOM_SCRIPT_FILE}`;
  script.async = true;
  script.addEventListener('error', () =>
    console.warn('Sivuston oman skriptin lataus epäonnistui', script.src),
  );
  doc.head.append(script);
  return script;
}
