import { describe, expect, it } from 'vitest';
import { gamePortFromEnv, gameUrlFromEnv } from './game.ts';

describe('the game origin setting', () => {
  it('defaults to http://localhost:8081/ and follows GAME_PORT', () => {
    expect(gameUrlFromEnv({})).toBe('http://localhost:8081/');
    expect(gameUrlFromEnv({ GAME_PORT: '9091' })).toBe('http://localhost:9091/');
    expect(gamePortFromEnv({ GAME_PORT: 'x' })).toBe(8081);
    expect(gamePortFromEnv({ GAME_PORT: '70000' })).toBe(8081);
  });

  it('takes GAME_PUBLIC_URL as it is, with a trailing slash', () => {
    expect(gameUrlFromEnv({ GAME_PUBLIC_URL: 'https://peli.example.fi', GAME_PORT: '9091' })).toBe(
      'https://peli.example.fi/',
    );
    expect(gameUrlFromEnv({ GAME_PUBLIC_URL: ' ' })).toBe('http://localhost:8081/');
  });
});
