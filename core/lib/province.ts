import { Province } from '../../src/api/generated/backend/model/province.ts';

/** The 81 provinces (il) as the contract names them, in its order (alphabetical, Turkish). */
export const PROVINCES: readonly Province[] = Object.values(Province);

const folded = (text: string) => text.trim().toLocaleLowerCase('tr-TR');
const byFolded = new Map(PROVINCES.map((name) => [folded(name), name]));

/**
 * The province a visitor typed, as the contract writes it ('istanbul' and ' İSTANBUL ' are
 * 'İstanbul', by Turkish case rules); nothing for a text that is no province.
 */
export const provinceOf = (value: unknown): Province | undefined =>
  typeof value === 'string' ? byFolded.get(folded(value)) : undefined;
