/**
 * The dates the screens show. Each formatter is built on first use: building one loads locale data,
 * tens of milliseconds on a phone, which a screen preloaded at start-up must not spend.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (when: Date | number) => string {
  let format: Intl.DateTimeFormat | null = null;
  return (when) => (format ??= new Intl.DateTimeFormat(undefined, options)).format(when);
}

/** "29 Nov, 19:05": when a saved game was last played. */
export const dayAndTime = lazyFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
/** "29 November 2026". */
export const longDay = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });
