import { describe, expect, it } from 'vitest';
import { codeFieldsOf } from './codes.ts';

describe('code fields by codes_check_type (SPEC §2)', () => {
  it('type 2 asks for one combined code in code_b', () => {
    expect(codeFieldsOf(2)).toBe('code_b');
  });

  it('type 4 asks for code_a and code_b', () => {
    expect(codeFieldsOf(4)).toBe('code_a_and_b');
  });

  it('every other type asks for code_a alone', () => {
    for (const type of [0, 1, 3, 5, 99]) {
      expect(codeFieldsOf(type), String(type)).toBe('code_a');
    }
  });
});
