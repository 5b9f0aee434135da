/**
 * Intl formatters made once per language tag and options, then reused. Constructing an
 * `Intl.DateTimeFormat` or `Intl.NumberFormat` costs a tenth of a millisecond or more (with a time zone,
 * most); a listing rendered per request used to make several per render and one per card (issue 16).
 * `options` are keyed by their JSON, so pass them in a fixed key order.
 */
function madeOnce<O, F>(make: (tag: string, options: O) => F): (tag: string, options: O) => F {
  const made = new Map<string, F>();
  return (tag, options) => {
    const key = `${tag} ${JSON.stringify(options)}`;
    let format = made.get(key);
    if (format === undefined) {
      format = make(tag, options);
      made.set(key, format);
    }
    return format;
  };
}

/** The `Intl.DateTimeFormat` of `tag` ('tr-TR', 'en-GB', 'en-CA') and `options`, made on first use. */
export const dateTimeFormat = madeOnce((tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));

/** The `Intl.NumberFormat` of `tag` and `options`, made on first use. */
export const numberFormat = madeOnce((tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));
