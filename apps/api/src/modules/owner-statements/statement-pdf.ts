/**
 * A statement as PDF (issue 19, "Exports") with pdfkit, fonts embedded by
 * lib/pdf.ts (Turkish letters and the lira sign).
 */
import { newPdf, PDF_ACCENT as ACCENT, PDF_MUTED as MUTED } from '../../lib/pdf.ts';
import { formatStatementAmount, formatCommissionRate, type OwnerStatement, STATEMENT_BASIS_LABEL } from '@yali/contract';
import { formatDayTr, monthLabelTr } from './format.ts';

const MARGIN = 36;

type Column = { title: string; width: number; align?: 'left' | 'right' };

/** Renders `statement` for `agencyName`; resolves with the PDF's bytes. */
export async function renderStatementPdf(statement: OwnerStatement, agencyName: string): Promise<Buffer> {
  const { doc, done } = await newPdf({
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `${statement.owner.name} — ${monthLabelTr(statement.month)} hesap dökümü`,
      Author: agencyName,
      Subject: 'Ev sahibi hesap dökümü',
    },
  });

  const width = doc.page.width - 2 * MARGIN;
  const closed = statement.status === 'closed';

  // Heading: the agency, the statement, its state.
  doc.rect(MARGIN, MARGIN, width, 4).fill(ACCENT);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#000')
    .text(agencyName, MARGIN, MARGIN + 12);
  doc.font('body').fontSize(10).fillColor(MUTED).text('Ev Sahibi Hesap Dökümü');
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#000')
    .text(`${statement.owner.name} — ${monthLabelTr(statement.month)}`);
  doc
    .font('body')
    .fontSize(9)
    .fillColor(closed ? '#1a7f37' : '#b45309')
    .text(
      closed ? `Kapalı${statement.closed_at ? ` (${formatDayTr(statement.closed_at.slice(0, 10))})` : ''}` : 'Taslak (kapanmadı)',
      {
        continued: true,
      },
    )
    .fillColor(MUTED)
    .text(`   ·   Gelir kaydı: ${STATEMENT_BASIS_LABEL[statement.basis]}`);
  doc.moveDown(0.8);

  const table = (title: string, columns: Column[], rows: string[][], empty: string, options: { boldLast?: boolean } = {}) => {
    doc.font('bold').fontSize(11).fillColor('#000').text(title, MARGIN);
    doc.moveDown(0.3);
    const row = (cells: string[], font: 'body' | 'bold') => {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      const y = doc.y;
      let x = MARGIN;
      let height = 0;
      doc.font(font).fontSize(8).fillColor('#000');
      cells.forEach((cell, i) => {
        const col = columns[i]!;
        const h = doc.heightOfString(cell, { width: col.width - 4 });
        doc.text(cell, x + 2, y, { width: col.width - 4, align: col.align ?? 'left' });
        height = Math.max(height, h);
        x += col.width;
      });
      doc.y = y + height + 3;
      doc
        .moveTo(MARGIN, doc.y - 1.5)
        .lineTo(MARGIN + width, doc.y - 1.5)
        .lineWidth(0.3)
        .strokeColor('#cccccc')
        .stroke();
    };
    row(
      columns.map((c) => c.title),
      'bold',
    );
    if (rows.length === 0) {
      doc
        .font('body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(empty, MARGIN + 2);
      doc.moveDown(0.3);
    }
    rows.forEach((r, i) => {
      row(r, options.boldLast && i === rows.length - 1 ? 'bold' : 'body');
    });
    doc.moveDown(0.8);
  };

  const unit = width / 100;
  const w = (p: number) => p * unit;
  table(
    'Konaklamalar',
    [
      { title: 'Villa', width: w(14) },
      { title: 'Kod', width: w(9) },
      { title: 'Misafir', width: w(14) },
      { title: 'Giriş', width: w(8) },
      { title: 'Çıkış', width: w(8) },
      { title: 'Gece', width: w(5), align: 'right' },
      { title: 'Kira', width: w(11), align: 'right' },
      { title: 'Oran', width: w(6), align: 'right' },
      { title: 'Komisyon', width: w(11), align: 'right' },
      { title: 'Ev sahibi payı', width: w(14), align: 'right' },
    ],
    statement.lines.map((l) => [
      l.villa.name,
      l.correction ? `${l.reservation_code} (düzeltme)` : l.reservation_code,
      l.guest_name,
      formatDayTr(l.started_at),
      formatDayTr(l.finished_at),
      String(l.nights),
      formatStatementAmount(l.rent_kurus),
      formatCommissionRate(l.rate_bp),
      formatStatementAmount(l.commission_kurus),
      formatStatementAmount(l.owner_share_kurus),
    ]),
    'Bu ay için konaklama yok.',
  );
  // Expenses and payouts are both ledgers of dated amounts: 'Tarih' first, 'Tutar' last.
  const datedAmounts = (title: string, middle: Column[], rows: { on: string; cells: string[]; kurus: number }[], empty: string) =>
    table(
      title,
      [{ title: 'Tarih', width: w(12) }, ...middle, { title: 'Tutar', width: w(16), align: 'right' }],
      rows.map((r) => [formatDayTr(r.on), ...r.cells, formatStatementAmount(r.kurus)]),
      empty,
    );
  datedAmounts(
    'Giderler',
    [
      { title: 'Villa', width: w(20) },
      { title: 'Açıklama', width: w(52) },
    ],
    statement.expenses.map((e) => ({ on: e.spent_on, cells: [e.villa?.name ?? '—', e.description], kurus: e.amount_kurus })),
    'Gider yok.',
  );
  datedAmounts(
    'Ev sahibine yapılan ödemeler',
    [
      { title: 'IBAN / dekont', width: w(36) },
      { title: 'Not', width: w(36) },
    ],
    statement.payouts.map((p) => ({ on: p.paid_on, cells: [p.iban_reference || '—', p.note || '—'], kurus: p.amount_kurus })),
    'Ödeme yok.',
  );

  const t = statement.totals;
  table(
    'Özet',
    [
      { title: 'Kalem', width: w(70) },
      { title: 'Tutar', width: w(30), align: 'right' },
    ],
    [
      ['Önceki bakiye (devir)', formatStatementAmount(t.opening_balance_kurus)],
      ['Toplam kira', formatStatementAmount(t.rent_kurus)],
      ['Komisyon', formatStatementAmount(t.commission_kurus)],
      ['Ev sahibi payı', formatStatementAmount(t.owner_share_kurus)],
      ['Giderler', formatStatementAmount(t.expenses_kurus)],
      ['Yapılan ödemeler', formatStatementAmount(t.payouts_kurus)],
      ['Devreden bakiye (acentenin ev sahibine borcu)', formatStatementAmount(t.closing_balance_kurus)],
    ],
    '',
    { boldLast: true },
  );
  doc.end();
  return done;
}
