import type { Database } from '../../db/database';
import { provinces } from '../../db/schema';
import { foldText } from './gazetteer';

interface ProvinceEntry {
  id: number;
  name: string;
  code: string;
}

/** Province rows found by code or by name (accents and case ignored). */
export interface ProvinceDirectory {
  find(codeOrName: string | null | undefined): ProvinceEntry | null;
}

export async function loadProvinceDirectory(db: Database): Promise<ProvinceDirectory> {
  const rows = await db
    .select({ id: provinces.id, name: provinces.name, code: provinces.code })
    .from(provinces);
  const byKey = new Map<string, ProvinceEntry>();
  for (const row of rows) {
    byKey.set(foldText(row.code), row);
    byKey.set(foldText(row.name), row);
  }
  return {
    find: (codeOrName) => (codeOrName ? (byKey.get(foldText(codeOrName.trim())) ?? null) : null),
  };
}
