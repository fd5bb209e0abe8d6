/**
 * Every 4xx and 5xx status: the profile and password calls show the spec's own failure message
 * (SPEC §8) instead of the catalogue's, so the API client stays quiet for them.
 */
export const ANY_ERROR_STATUS: readonly number[] = Array.from({ length: 200 }, (_, i) => 400 + i);
