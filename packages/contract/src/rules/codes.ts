/**
 * Which check numbers a lottery asks for (SPEC §2), by its `codes_check_type`: 2 one combined code in
 * `code_b` (the three-box code), 4 both `code_a` and `code_b`, any other type `code_a` alone. The claim form
 * shows these fields and the server looks a ticket up by them.
 */
export type CodeFields = 'code_b' | 'code_a_and_b' | 'code_a';

export function codeFieldsOf(codesCheckType: number): CodeFields {
  if (codesCheckType === 2) return 'code_b';
  if (codesCheckType === 4) return 'code_a_and_b';
  return 'code_a';
}
