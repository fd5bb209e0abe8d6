import { BANK_NAMES, BANKS, type BankId } from '@arpa/contract';

/** The brand colour of each bank's simulated page. */
const colours: Record<BankId, string> = {
  nordea: '#00005e',
  osuuspankki: '#ff6a10',
  danske: '#003755',
  alandsbanken: '#8c1d40',
  handelsbanken: '#005ea8',
  spankki: '#00843d',
  aktia: '#00a0af',
  pop: '#e4032e',
  saastopankki: '#d50032',
  omasp: '#ffc20e',
};

/** The banks of SPEC §2 as the simulated provider lists them: id, name on the bank page, brand colour. */
export const simulatedBanks = Object.fromEntries(
  BANKS.map((id) => [id, { name: BANK_NAMES[id], colour: colours[id] }]),
) as Record<BankId, { name: string; colour: string }>;

export function isSimulatedBank(id: unknown): id is BankId {
  return typeof id === 'string' && (BANKS as readonly string[]).includes(id);
}
