// Site-specific script from static storage (SPEC §7): the app fetches and runs it after start-up.
// It marks the page, so styles can tell the site's custom code has loaded, and stands in for the operator's
// analytics tag: its cookie is set only with consent to analytics and removed when consent is withdrawn
// (the app's contract: window.arpaConsent and the arpa:consent event, docs/decisions/0029-cookie-consent.md).
(function () {
  document.documentElement.dataset.arpaCustom = 'loaded';
  var COOKIE = 'arpa_analytics';
  function apply(consent) {
    var has = document.cookie.split('; ').some(function (part) {
      return part.indexOf(COOKIE + '=') === 0;
    });
    if (consent && consent.analytics) {
      if (!has) {
        var id = Math.random().toString(36).slice(2, 12);
        document.cookie = COOKIE + '=' + id + '; Max-Age=' + 365 * 24 * 3600 + '; Path=/; SameSite=Lax';
      }
    } else if (has) {
      document.cookie = COOKIE + '=; Max-Age=0; Path=/; SameSite=Lax';
    }
  }
  apply(window.arpaConsent);
  window.addEventListener('arpa:consent', function (event) {
    apply(event.detail);
  });
})();
