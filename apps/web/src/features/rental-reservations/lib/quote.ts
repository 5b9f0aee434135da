/** A number read from a stored quote (`price_breakdown`, free-form JSON): the value, or null when missing or not a finite number. */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
