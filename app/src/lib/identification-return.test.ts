import { afterEach, describe, expect, it } from 'vitest';
import { rememberIdentificationReturn, takeIdentificationReturn } from './identification-return';

afterEach(() => sessionStorage.clear());

describe('where an identification goes on after /tili', () => {
  const fromGame = '/tili/lisaa-saldoa?amount=200&redirect=%2Fpelattavat%2Fraaputus%2Fpelaa';

  it('is the add-balance page a game opened, with its amount and way back, once', () => {
    rememberIdentificationReturn(fromGame);
    expect(takeIdentificationReturn()).toBe(fromGame);
    expect(takeIdentificationReturn()).toBeUndefined();
  });

  it('is nowhere (the player stays on /tili) for the plain add-balance page or any other address', () => {
    for (const address of [
      '/tili/lisaa-saldoa',
      '/tili',
      'https://muu.example/tili/lisaa-saldoa?redirect=x',
    ]) {
      rememberIdentificationReturn(address);
      expect(takeIdentificationReturn(), address).toBeUndefined();
    }
  });

  it('forgets an older page when identification starts from one that is not remembered', () => {
    rememberIdentificationReturn(fromGame);
    rememberIdentificationReturn('/tili/lisaa-saldoa');
    expect(takeIdentificationReturn()).toBeUndefined();
  });
});
