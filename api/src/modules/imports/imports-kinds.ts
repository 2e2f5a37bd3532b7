import type { ZohoUploadColumns, ZohoUploadField, ZohoUploadKind } from '@solar/shared/domain';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { itemUploadKind } from './imports-kind-items';
import { leadUploadKind } from './imports-kind-leads';
import { openingStockUploadKind } from './imports-kind-opening-stock';
import { vendorUploadKind } from './imports-kind-vendors';

/** One row of a file under the confirmed mapping: field key → the cell's trimmed text. */
export type UploadRowValues = Readonly<Record<string, string>>;

export interface CheckedUploadRow {
  problems: { field: string; message: string }[];
  /** What the import writes for a valid row (kept as JSON between the two jobs). */
  parsed: unknown;
}

/** Who imports which file: what a kind's import records beside the rows it writes. */
export interface UploadImportContext {
  uploadId: number;
  userId: number;
  fileName: string;
}

/**
 * What a kind of upload brings: the fields a column can feed, the check of a batch of rows
 * (with state kept across batches, for "the same key earlier in the file"), and the import of
 * checked rows inside the caller's transaction. Adding a kind is one file and a line below.
 */
export interface UploadKind<Context> {
  /** The pages whose people may upload this kind (one of them is enough). */
  menuPaths: readonly string[];
  fields(db: Database): Promise<ZohoUploadField[]>;
  /** Header words that name each field, compared without case, spaces, dashes or underscores. */
  headerNames(field: ZohoUploadField): readonly string[];
  /** The kind's own guess of the mapping, where the first free column by name is not enough. */
  guessColumns?(header: readonly string[]): ZohoUploadColumns;
  /** A mapping the kind cannot check rows under (the message), beyond its required fields. */
  checkColumns?(columns: ZohoUploadColumns): string | null;
  startCheck(db: Database, upload: UploadImportContext): Promise<Context>;
  checkRows(
    db: Database,
    context: Context,
    rows: readonly { rowNumber: number; values: UploadRowValues }[],
  ): Promise<CheckedUploadRow[]>;
  /** Imports a batch of checked rows (what the check made of each); or `insertMarked`. */
  importRows?(tx: Database, parsed: readonly unknown[], upload: UploadImportContext): Promise<void>;
  /**
   * Instead of `importRows`: the statement that imports the rows of `marked` (a relation of
   * `row_number` and `parsed`: a batch of valid rows, just marked imported), run as part of the
   * statement that picks and marks them, so a batch is one round trip and its rows never travel
   * to the API. It must write them in `row_number` order.
   */
  insertMarked?(marked: SQL, upload: UploadImportContext): SQL;
  /** Once, in the transaction that marks the whole file imported (to tell the uploader). */
  imported?(tx: Database, upload: UploadImportContext & { importedRows: number }): Promise<void>;
}

export const uploadKinds: Record<ZohoUploadKind, UploadKind<unknown>> = {
  items: itemUploadKind as UploadKind<unknown>,
  vendors: vendorUploadKind as UploadKind<unknown>,
  'opening-stock': openingStockUploadKind as UploadKind<unknown>,
  leads: leadUploadKind as UploadKind<unknown>,
};
