/**
 * PLAYABLE_TICKETS_ENABLED (docs/runbook.md): `1` (or `true`) turns the app's playable tickets on (SPEC §9
 * playableTicketsEnabled): the nav entry, the landing card and the /pelattavat pages. Default off. The
 * server writes it into every HTML page it sends, so the flag is the running server's, not the build's
 * (docs/decisions/0039-app-playable.md).
 */
export function playableTicketsEnabledFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.PLAYABLE_TICKETS_ENABLED?.trim().toLowerCase();
  return value === '1' || value === 'true';
}
