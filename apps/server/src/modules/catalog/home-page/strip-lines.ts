import { REPEATED_STRIP_LINE, repeatedStripLine } from '@store/contract/admin';
import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import { recordAudit } from '../../audit';
import { stripLines } from '../tables';

/** The home strip's lasting lines, in the owner's order. */
export async function listStripLines(db: Database): Promise<string[]> {
  const rows = await db.select({ text: stripLines.text }).from(stripLines).orderBy(asc(stripLines.position));
  return rows.map((row) => row.text);
}

/**
 * Puts the owner's lasting lines on the home strip, in the order given, in place of the ones there. The
 * contract bounds each line and their number; a line said twice is refused here and nothing changes.
 */
export async function replaceStripLines(db: Database, actorEmail: string, lines: string[]): Promise<void> {
  if (repeatedStripLine(lines) !== undefined) throw new HttpError(422, REPEATED_STRIP_LINE, 'lines');
  await db.transaction(async (tx) => {
    const before = await listStripLines(tx);
    await tx.delete(stripLines);
    if (lines.length > 0) {
      await tx.insert(stripLines).values(lines.map((text, position) => ({ position, text })));
    }
    await recordAudit(tx, actorEmail, { action: 'home.strip_changed', before, after: lines });
  });
}
