/** Turkish formats of the statement screens, PDF and CSV. */
import { formatStatementMonth } from '@yali/contract';
import { addMonths } from '../../domain/owner-statement.ts';

/** 'YYYY-MM' (plus `n` months) as 'Temmuz 2026'. */
export const monthLabelTr = (month: string, n = 0) => formatStatementMonth(addMonths(month, n));

/** '2026-07-04' → '04.07.2026'. */
export const formatDayTr = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
