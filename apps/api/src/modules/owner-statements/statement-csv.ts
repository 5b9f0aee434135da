/**
 * A statement as CSV for Excel (issue 19, "Exports"): one row per stay, then
 * the expenses, the payouts and the totals, each section with its own
 * Turkish header row (lib/csv.ts: BOM, `;`, decimal comma).
 */
import { formatStatementMonth, type OwnerStatement, STATEMENT_STATUS_LABEL } from '@yali/contract';
import { kurusToCsv, toCsv } from '../../lib/csv.ts';

/** '%20' → '20', 1250 bp → '12,5'. */
const rateToCsv = (bp: number) => (bp / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2, useGrouping: false });

export function renderStatementCsv(statement: OwnerStatement): string {
  const t = statement.totals;
  const rows: (string | number)[][] = [
    [
      'Villa',
      'Rezervasyon kodu',
      'Misafir',
      'Giriş',
      'Çıkış',
      'Gece',
      'Kira (TL)',
      'Komisyon oranı (%)',
      'Komisyon (TL)',
      'Ev sahibi payı (TL)',
      'Düzeltme',
    ],
    ...statement.lines.map((l) => [
      l.villa.name,
      l.reservation_code,
      l.guest_name,
      l.started_at,
      l.finished_at,
      l.nights,
      kurusToCsv(l.rent_kurus),
      rateToCsv(l.rate_bp),
      kurusToCsv(l.commission_kurus),
      kurusToCsv(l.owner_share_kurus),
      l.correction ? 'Evet' : 'Hayır',
    ]),
    [],
    ['Gider tarihi', 'Villa', 'Açıklama', 'Tutar (TL)'],
    ...statement.expenses.map((e) => [e.spent_on, e.villa?.name ?? '', e.description, kurusToCsv(e.amount_kurus)]),
    [],
    ['Ödeme tarihi', 'IBAN / dekont', 'Not', 'Tutar (TL)'],
    ...statement.payouts.map((p) => [p.paid_on, p.iban_reference, p.note, kurusToCsv(p.amount_kurus)]),
    [],
    [
      'Ev sahibi',
      'Ay',
      'Durum',
      'Önceki bakiye (TL)',
      'Kira (TL)',
      'Komisyon (TL)',
      'Ev sahibi payı (TL)',
      'Giderler (TL)',
      'Ödemeler (TL)',
      'Devreden bakiye (TL)',
    ],
    [
      statement.owner.name,
      formatStatementMonth(statement.month),
      STATEMENT_STATUS_LABEL[statement.status],
      kurusToCsv(t.opening_balance_kurus),
      kurusToCsv(t.rent_kurus),
      kurusToCsv(t.commission_kurus),
      kurusToCsv(t.owner_share_kurus),
      kurusToCsv(t.expenses_kurus),
      kurusToCsv(t.payouts_kurus),
      kurusToCsv(t.closing_balance_kurus),
    ],
  ];
  return toCsv(rows);
}
