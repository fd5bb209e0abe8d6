/**
 * Minutes of play as the reality check and the session bar say them: "45 min", "1 h 5 min", "2 h".
 * Whole minutes, rounded down: a session is never said to be longer than it is.
 */
export function formatPlayTime(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h ${rest}\u00a0min`;
}
