import { ALL_ROWS } from '@inkstone/shared/api/common';
import { POINT_FLOW_ALL_ROWS_CAP, type PointFlowListReq, type PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import * as ledger from '../db/repos/wordLedger.js';
import type { Db } from '../db/types.js';
import { presentLedgerEntry } from '../presenters/ledgerEntry.js';

/** One page of a user's ledger (points flow), newest first; page size -1 is "All" (capped). */
export async function listPointFlow(
  db: Db,
  userId: string,
  req: Omit<PointFlowListReq, 'userId'>,
): Promise<PointFlowListRes> {
  const isAll = req.pageSize === ALL_ROWS;
  const limit = isAll ? POINT_FLOW_ALL_ROWS_CAP : req.pageSize;
  const offset = isAll ? 0 : (req.page - 1) * req.pageSize;
  const filter = {
    userId,
    reasons: req.reasons,
    from: req.from ? new Date(req.from) : undefined,
    to: req.to ? new Date(req.to) : undefined,
  };
  const { rows, total } = await ledger.listPage(db, filter, offset, limit);
  return { items: rows.map(presentLedgerEntry), total };
}
