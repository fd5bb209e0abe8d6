// Site-specific script from static storage (SPEC §7): the app fetches and runs it after start-up.
// It only marks the page, so styles and analytics can tell the site's custom code has loaded.
document.documentElement.dataset.arpaCustom = 'loaded';
