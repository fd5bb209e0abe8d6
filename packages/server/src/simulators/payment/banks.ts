import { BANKS, type BankId } from '@arpa/contract';

/** The banks of SPEC §2 as the simulated provider lists them: id, name on the bank page, brand colour. */
export const simulatedBanks: Record<BankId, { name: string; colour: string }> = {
  nordea: { name: 'Nordea', colour: '#00005e' },
  osuuspankki: { name: 'OP', colour: '#ff6a10' },
  danske: { name: 'Danske Bank', colour: '#003755' },
  alandsbanken: { name: 'Ålandsbanken', colour: '#8c1d40' },
  handelsbanken: { name: 'Handelsbanken', colour: '#005ea8' },
  spankki: { name: 'S-Pankki', colour: '#00843d' },
  aktia: { name: 'Aktia', colour: '#00a0af' },
  pop: { name: 'POP Pankki', colour: '#e4032e' },
  saastopankki: { name: 'Säästöpankki', colour: '#d50032' },
  omasp: { name: 'Oma Säästöpankki', colour: '#ffc20e' },
};

export function isSimulatedBank(id: unknown): id is BankId {
  return typeof id === 'string' && (BANKS as readonly string[]).includes(id);
}
